import { type QuestionKind, questionKinds } from '@quoteway/domain';
import { z } from 'zod';

/** Kinds of question in the job wizard (the answer rules are `@quoteway/domain`'s). */
export { type QuestionKind, questionKinds };

export const Question = z.object({
  id: z.string().min(1),
  kind: z.enum(questionKinds),
  label: z.string().min(1),
  /** The stable values an answer carries (the seed's English options). */
  options: z.array(z.string().min(1)),
  /** The same options in the reader's language, in the same order (the API always sends them). */
  optionLabels: z.array(z.string()).optional(),
  required: z.boolean(),
});
export type Question = z.infer<typeof Question>;

export const ProfessionCategory = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
});
export type ProfessionCategory = z.infer<typeof ProfessionCategory>;

export const Profession = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  categorySlug: z.string(),
  /** Base credit cost of one lead in this trade, before the job-size factor. */
  baseCredits: z.number().int().positive(),
  questions: z.array(Question),
});
export type Profession = z.infer<typeof Profession>;

export const ProfessionList = z.object({
  categories: z.array(ProfessionCategory),
  professions: z.array(Profession.omit({ questions: true })),
});
export type ProfessionList = z.infer<typeof ProfessionList>;

export const ProfessionParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(80),
});
