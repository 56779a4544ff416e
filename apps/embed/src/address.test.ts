import { describe, expect, it } from 'vitest';
import { embedThemes } from '@quoteway/domain';
import { themeChoices } from '@quoteway/ui';
import { readEmbedAddress } from './address';

describe('readEmbedAddress', () => {
  it('reads the job widget’s trade and place, decoded', () => {
    expect(readEmbedAddress('/jobiframe/plumber/Mt%20Eden', '', ['en-NZ'])).toEqual({
      kind: 'job',
      address: { service: 'plumber', locations: 'Mt Eden', business: null, othersOffered: false },
      locale: 'en',
      theme: 'system',
    });
  });

  it('reads a business’s own widget, its language and its theme', () => {
    expect(
      readEmbedAddress(
        '/businessiframe',
        '?business=6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f&lang=ar&theme=semi-dark',
        ['en'],
      ),
    ).toEqual({
      kind: 'business',
      address: {
        service: undefined,
        locations: undefined,
        business: '6f1c2b8e-1d7a-4c55-9a3e-2f4b5c6d7e8f',
        othersOffered: false,
      },
      locale: 'ar',
      theme: 'semi-dark',
    });
  });

  it('falls back to the browser’s language and the system theme', () => {
    const read = readEmbedAddress('/jobiframe/', '?lang=xx&theme=neon', ['fr-FR', 'en']);
    expect(read.locale).toBe('fr');
    expect(read.theme).toBe('system');
    expect(readEmbedAddress('/jobiframe', '?theme=dark', ['de']).theme).toBe('dark');
    expect(readEmbedAddress('/jobiframe', '?theme=light', ['de']).theme).toBe('light');
    expect(readEmbedAddress('/jobiframe', '', ['de']).locale).toBe('en');
  });

  it('ignores a malformed escape rather than failing', () => {
    expect(readEmbedAddress('/jobiframe/%E0%A4%A/auckland', '', []).address).toEqual({
      service: undefined,
      locations: 'auckland',
      business: null,
      othersOffered: false,
    });
  });
});

describe('embedThemes', () => {
  it('are the design system’s theme choices, which the widget reads from ?theme=', () => {
    expect([...embedThemes].sort()).toEqual([...themeChoices].sort());
  });
});
