import type { ApiOutput } from '@quoteway/api-client';

/** The trades and their categories (GET /api/professions). */
export type ProfessionList = ApiOutput<'professions'>;
/** One trade with its wizard questions (GET /api/professions/:slug). */
export type Profession = ApiOutput<'profession'>;
/** One wizard question: single | multiple | timing | budget | text. */
export type Question = Profession['questions'][number];
