import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('links http(s) addresses only and leaves markup and other schemes as text', () => {
    expect(linkify('<b>x</b> https://example.com javascript:alert(1)')).toEqual([
      { kind: 'text', text: '<b>x</b> ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: ' javascript:alert(1)' },
    ]);
    expect(linkify('data:text/html,hi ftp://x.nz mailto:a@b.nz')).toEqual([
      { kind: 'text', text: 'data:text/html,hi ftp://x.nz mailto:a@b.nz' },
    ]);
  });

  it.each([
    ['See https://quoteway.nz/jobs.', 'https://quoteway.nz/jobs', '.'],
    ['(https://quoteway.nz/a)', 'https://quoteway.nz/a', ')'],
    [
      'https://en.wikipedia.org/wiki/Pipe_(fluid_conveyance)!',
      'https://en.wikipedia.org/wiki/Pipe_(fluid_conveyance)',
      '!',
    ],
    ['http://x.nz/?q=1,', 'http://x.nz/?q=1', ','],
  ])('keeps sentence punctuation out of %s', (text, address, after) => {
    const parts = linkify(text);
    const link = parts.find((p) => p.kind === 'link');
    expect(link?.text).toBe(address);
    expect(parts.at(-1)).toEqual({ kind: 'text', text: after });
    expect(parts.map((p) => p.text).join('')).toBe(text);
  });

  it('finds several addresses and keeps the text between them', () => {
    const parts = linkify('a http://one.nz b https://two.nz');
    expect(parts.map((p) => p.kind)).toEqual(['text', 'link', 'text', 'link']);
    expect(linkify('no links here')).toEqual([{ kind: 'text', text: 'no links here' }]);
    expect(linkify('')).toEqual([]);
  });
});
