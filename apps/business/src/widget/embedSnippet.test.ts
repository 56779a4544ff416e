import { describe, expect, it } from 'vitest';
import { embedSnippet, type WidgetChoice } from './embedSnippet';

const script = '<script src="https://quoteway.nz/embed.js" async></script>';

describe('embedSnippet', () => {
  it.each<[WidgetChoice, string]>([
    [
      { kind: 'business', business: 'b-42', lang: '', theme: 'light' },
      '<div data-quoteway="business" data-business="b-42" data-theme="light"></div>',
    ],
    [
      { kind: 'job', service: 'plumber', location: 'Lower Hutt', lang: 'ar', theme: 'dark' },
      '<div data-quoteway="job" data-service="plumber" data-location="Lower Hutt" data-lang="ar" data-theme="dark"></div>',
    ],
    // A place is only written with a trade: the widget has no slot for it alone.
    [
      { kind: 'job', location: 'Wellington', lang: 'fr', theme: 'semi-dark' },
      '<div data-quoteway="job" data-lang="fr" data-theme="semi-dark"></div>',
    ],
    [
      { kind: 'job', service: 'plumber', location: 'Ōtaki "Beach" <&>', lang: '', theme: 'light' },
      '<div data-quoteway="job" data-service="plumber" data-location="Ōtaki &quot;Beach&quot; &lt;&amp;&gt;" data-theme="light"></div>',
    ],
    // A business's job form names it: its jobs go to it alone, unless it lets others quote.
    [
      { kind: 'job', service: 'plumber', business: 'b-42', lang: '', theme: 'system' },
      '<div data-quoteway="job" data-business="b-42" data-service="plumber"></div>',
    ],
    [
      { kind: 'job', business: 'b-42', others: true, lang: '', theme: 'system' },
      '<div data-quoteway="job" data-business="b-42" data-others="true"></div>',
    ],
    // The default, the visitor's device, needs no attribute.
    [
      { kind: 'business', business: 'b-42', lang: '', theme: 'system' },
      '<div data-quoteway="business" data-business="b-42"></div>',
    ],
  ])('%o', (widget, element) => {
    expect(embedSnippet('https://quoteway.nz/', widget)).toBe(`${script}\n${element}`);
  });
});
