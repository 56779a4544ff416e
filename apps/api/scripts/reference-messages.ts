// Writes src/db/seed/referenceMessages.ts from the seed, so Lingui's extractor puts every
// trade, category, question and option in the `server` catalog. Run by `pnpm i18n:extract`.
import { writeFileSync } from 'node:fs';
import { referenceMessagesSource, referenceTexts } from '../src/db/seed/referenceTexts';

const target = new URL('../src/db/seed/referenceMessages.ts', import.meta.url);
writeFileSync(target, referenceMessagesSource(referenceTexts()));
console.log(`reference messages: ${referenceTexts().length} texts`);
