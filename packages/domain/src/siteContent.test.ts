import { describe, expect, it } from 'vitest';
import { faq, infoPages, plainText, policies, type SiteText } from './siteContent';

function allTexts(): SiteText[] {
  const texts: SiteText[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('id' in value && 'message' in value) texts.push(value as SiteText);
      else Object.values(value).forEach(walk);
    }
  };
  walk([faq, policies, infoPages]);
  return texts;
}

describe('site content', () => {
  it('gives every text its own id in the site namespace', () => {
    const ids = allTexts().map((t) => t.id);
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^site\.[a-zA-Z]+\.[a-zA-Z.]+$/);
  });

  it('has a link for every link mark', () => {
    for (const text of allTexts()) {
      const marks = [...text.message.matchAll(/<(\d+)>/g)].map((m) => Number(m[1]));
      expect(marks.every((i) => (text.links ?? [])[i] !== undefined)).toBe(true);
    }
  });

  it('has a question and an answer for each FAQ entry', () => {
    expect(faq.length).toBeGreaterThan(2);
    for (const entry of faq) {
      expect(entry.question.message).toMatch(/\?$/);
      expect(entry.answer.message.length).toBeGreaterThan(10);
    }
  });

  it('reads a text without its link marks', () => {
    expect(plainText(infoPages.about.sources)).toBe(
      'Postcode and locality data: GeoNames, licensed under Creative Commons Attribution 4.0 (CC BY 4.0).',
    );
  });
});
