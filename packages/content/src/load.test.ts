import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentLanguages, contentPages } from '@quoteway/domain';
import { describe, expect, it } from 'vitest';
import { contentRoot, loadContent, readContentSource } from './load';
import type { ContentDocument } from './render';

const pages = loadContent();
const doc = (page: (typeof contentPages)[number], lang: (typeof contentLanguages)[number]) => {
  const found = pages.get(`${page}/${lang}`);
  if (!found) throw new Error(`${lang}/${page} not loaded`);
  return found.document;
};

/** A page's outline: each section's anchor with its entries' anchors. */
const outline = (d: ContentDocument) => d.sections.map((s) => [s.id, s.entries.map((e) => e.id)]);
/** Every link target of a page, in order. */
const links = (d: ContentDocument) =>
  [d.intro, ...d.sections.flatMap((s) => [s.html, ...s.entries.map((e) => e.html)])]
    .join('')
    .match(/href="[^"]*"/g) ?? [];

describe('the content pages', () => {
  it('finds its Markdown beside its package.json', () => {
    expect(existsSync(path.join(contentRoot(), 'package.json'))).toBe(true);
    expect(readContentSource('about', 'en')).toMatch(/^---\n/);
  });

  it('has every page in all six languages', () => {
    expect(pages.size).toBe(contentPages.length * contentLanguages.length);
  });

  describe.each(contentPages)('%s', (page) => {
    const en = doc(page, 'en');

    it.each(contentLanguages.filter((lang) => lang !== 'en'))(
      'in %s has the English headings, links and date',
      (lang) => {
        const translated = doc(page, lang);
        expect(outline(translated)).toEqual(outline(en));
        expect(links(translated)).toEqual(links(en));
        expect(translated.updated).toBe(en.updated);
        expect(translated.toc).toBe(en.toc);
        expect(translated.title).not.toBe('');
        expect(translated.description.length).toBeGreaterThan(40);
        // Translated, not copied: its headings are not the English ones.
        expect(translated.title).not.toBe(en.title);
        expect(translated.sections.map((s) => s.title)).not.toEqual(
          en.sections.map((s) => s.title),
        );
      },
    );

    it.each(contentLanguages)('in %s has text under every heading', (lang) => {
      for (const section of doc(page, lang).sections) {
        expect(section.text.length + section.entries.length, section.id).toBeGreaterThan(0);
        for (const entry of section.entries)
          expect(entry.text.length, entry.id).toBeGreaterThan(20);
      }
    });
  });

  it('answers at least twelve questions for customers and twelve for businesses', () => {
    for (const lang of contentLanguages) {
      const help = doc('help', lang);
      for (const audience of ['customers', 'businesses']) {
        const section = help.sections.find((s) => s.id === audience);
        expect(section?.entries.length, `${lang} ${audience}`).toBeGreaterThanOrEqual(12);
      }
    }
  });

  it('asks the FAQ’s questions as headings, each answered', () => {
    const faq = doc('faq', 'en');
    expect(faq.sections.length).toBeGreaterThanOrEqual(12);
    for (const question of faq.sections) {
      expect(question.title).toMatch(/\?$/);
      expect(question.entries).toEqual([]);
    }
  });

  it('credits GeoNames on the About page in every language', () => {
    expect(
      doc('about', 'en')
        .sections.map((s) => s.text)
        .join(' '),
    ).toContain('Place data © GeoNames (geonames.org), CC BY 4.0');
    for (const lang of contentLanguages) {
      const html = doc('about', lang)
        .sections.map((s) => s.html)
        .join('');
      expect(html).toContain('<a href="https://www.geonames.org/">GeoNames</a>');
      expect(html).toContain('CC BY 4.0');
    }
  });

  it('writes Arabic right to left and the others left to right', () => {
    for (const lang of contentLanguages) {
      expect(doc('terms', lang).dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    }
  });
});
