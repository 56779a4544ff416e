import { describe, expect, it } from 'vitest';
import { ContentError, isSafeLink, renderContent } from './render';

const page = (body: string, front = 'updated: 2026-11-27') =>
  renderContent(`---\n${front}\n---\n\n${body}`, 'help', 'en');

describe('the content renderer', () => {
  it('splits a page into its title, intro, sections and entries, with anchors', () => {
    const doc = page(
      [
        '# Help centre',
        'Hello **there**.',
        '## For customers {#customers}',
        'Before the questions.',
        '### Is it free? {#free}',
        'Yes, [always](/how-it-works).',
        '### Who sees my job? {#who}',
        'Up to five businesses.',
        '## For businesses {#businesses}',
        '### What is a credit? {#credit}',
        'A unit.',
      ].join('\n\n'),
      'updated: 2026-11-27\ndescription: The help.\ntoc: true',
    );
    expect(doc).toMatchObject({
      title: 'Help centre',
      description: 'The help.',
      updated: '2026-11-27',
      toc: true,
      dir: 'ltr',
      intro: '<p>Hello <strong>there</strong>.</p>\n',
    });
    expect(doc.sections.map((s) => [s.id, s.title, s.entries.map((e) => e.id)])).toEqual([
      ['customers', 'For customers', ['free', 'who']],
      ['businesses', 'For businesses', ['credit']],
    ]);
    expect(doc.sections[0]?.html).toBe('<p>Before the questions.</p>\n');
    expect(doc.sections[0]?.entries[0]).toEqual({
      id: 'free',
      title: 'Is it free?',
      html: '<p>Yes, <a href="/how-it-works">always</a>.</p>\n',
      text: 'Yes, always.',
    });
  });

  it('takes the intro as the description when the front matter has none', () => {
    expect(page('# About\n\nWe connect people.\n\n## More {#more}\n\nText.').description).toBe(
      'We connect people.',
    );
  });

  it('writes raw HTML as text, never as markup', () => {
    const doc = page(
      '# T\n\n<script>alert(1)</script>\n\nA <img src=x onerror=alert(1)> and <b>bold</b>.',
    );
    expect(doc.intro).not.toMatch(/<script|<img|<b>/);
    expect(doc.intro).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(doc.intro).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never makes a javascript:, data: or vbscript: link, nor an image', () => {
    const doc = page(
      [
        '# T',
        '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=)',
        '[d](vbscript:msgbox) <javascript:alert(1)> [e](java\tscript:alert(1))',
        '![f](https://example.com/x.png) [g](https://www.geonames.org/) [h](mailto:help@quoteway.co.nz)',
      ].join('\n\n'),
    );
    const hrefs = [...doc.intro.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    // An image is only its link: `!` and the link text (the pages load nothing from elsewhere).
    expect(hrefs).toEqual([
      'https://example.com/x.png',
      'https://www.geonames.org/',
      'mailto:help@quoteway.co.nz',
    ]);
    expect(doc.intro).not.toContain('<img');
    expect(doc.intro.toLowerCase()).not.toMatch(/href="\s*(javascript|data|vbscript):/);
  });

  it('lets only relative, http(s) and mailto addresses be links', () => {
    for (const ok of ['/plans', '#credits', 'https://x.nz', 'HTTP://x.nz', 'mailto:a@b.nz']) {
      expect(isSafeLink(ok)).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', ' data:text/html,x', 'vbscript:x', 'file:///etc']) {
      expect(isSafeLink(bad)).toBe(false);
    }
  });

  it('refuses a page that breaks its rules', () => {
    expect(() => page('No title')).toThrow(ContentError);
    expect(() => page('# T\n\n## No anchor')).toThrow(/no \{#anchor\}/);
    expect(() => page('# T\n\n### Orphan {#o}')).toThrow(/before any ##/);
    expect(() => page('# T\n\n## A {#a}\n\n#### Deep {#d}')).toThrow(/## or ###/);
    expect(() => renderContent('# T', 'help', 'en')).toThrow(/updated: YYYY-MM-DD/);
  });

  it('writes Arabic right to left', () => {
    expect(renderContent('---\nupdated: 2026-11-27\n---\n# مساعدة', 'help', 'ar').dir).toBe('rtl');
  });
});
