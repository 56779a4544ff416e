import { z } from 'zod';

/** One rejected input field: where it is (`body.email`) and what is wrong with it. */
export const FieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldError>;

/** Every non-2xx answer of the API has this shape. */
export const ApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** In the caller's language (`Accept-Language`). */
  message: z.string(),
  /** The message's English text (its catalog id), for an app to compare with. */
  messageId: z.string().optional(),
  fields: z.array(FieldError).optional(),
  /** Where the user can fix it (a 402 for too few credits links to the Plans page). */
  plansUrl: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiError>;
