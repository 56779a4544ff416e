import { professionCategories, professions } from './professions';

/**
 * Every English text of the reference content people read: category and trade names, the
 * wizard's questions and their options. Each is a `server` catalog message (its id is the
 * text), so a trade reads "水管工" to a Chinese reader while answers keep the stable English
 * option they were given with.
 */
export function referenceTexts(): string[] {
  const texts = new Set<string>();
  for (const category of professionCategories) texts.add(category.name);
  for (const profession of professions) {
    texts.add(profession.name);
    for (const question of profession.questions) {
      texts.add(question.label);
      for (const option of question.options) texts.add(option);
    }
  }
  return [...texts];
}

/**
 * The source of `referenceMessages.ts`: the texts as `/*i18n*\/`-marked literals, which is how
 * Lingui's extractor finds messages outside its macros. `pnpm i18n:extract` writes it first.
 */
export function referenceMessagesSource(texts: readonly string[]): string {
  const lines = texts.map((text) => `  /*i18n*/ ${JSON.stringify(text)},`);
  return [
    '// Generated from the seed by apps/api/scripts/reference-messages.ts (pnpm i18n:extract).',
    '// Do not edit: change the seed and extract again.',
    '',
    "/** The reference content's English texts, for the `server` catalog. */",
    'export const referenceMessages: readonly string[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}
