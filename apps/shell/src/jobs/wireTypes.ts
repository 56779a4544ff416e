import type { ApiClient } from '@quoteway/api-client';

// The shell reaches the contracts only through the API client, which does not re-export
// the profession types; they are read off its calls instead.

/** The trades and their categories (GET /api/professions). */
export type ProfessionList = Awaited<ReturnType<ApiClient['professions']>>;
/** One trade with its wizard questions (GET /api/professions/:slug). */
export type Profession = Awaited<ReturnType<ApiClient['profession']>>;
/** One wizard question: single | multiple | timing | budget | text. */
export type Question = Profession['questions'][number];
