// Writes src/seed/reference/referenceMessages.ts from the seed, so Lingui's extractor puts every
// trade, category, question and option in the `server` catalog. Run by `pnpm i18n:extract`.
import { writeFileSync } from 'node:fs';
import { referenceMessagesSource, referenceTexts } from '../src/seed/reference/referenceTexts';

const target = new URL('../src/seed/reference/referenceMessages.ts', import.meta.url);
writeFileSync(target, referenceMessagesSource(referenceTexts()));
console.log(`reference messages: ${referenceTexts().length} texts`);
