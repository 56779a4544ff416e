import { translator } from '@quoteway/i18n/server';
import { describe, expect, it } from 'vitest';
import { professions } from './professions';
import { referenceMessages } from './referenceMessages';
import { referenceTexts } from './referenceTexts';

describe('reference content in the server catalog', () => {
  it('lists every text of the seed (run `pnpm i18n:extract` after changing the seed)', () => {
    expect([...referenceMessages]).toEqual(referenceTexts());
  });

  it('has every text in the English catalog, reading as itself', () => {
    const en = translator('en');
    const missing = referenceTexts().filter((text) => !en.knows(text) || en.t(text) !== text);
    expect(missing).toEqual([]);
  });

  it('holds trade names, questions and options', () => {
    const plumber = professions.find((p) => p.slug === 'plumber');
    expect(plumber).toBeDefined();
    const texts = referenceTexts();
    expect(texts).toContain(plumber?.name);
    expect(texts).toContain(plumber?.questions[0]?.label);
    expect(texts).toContain(plumber?.questions[0]?.options[0]);
  });
});
