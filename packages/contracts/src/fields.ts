import { z } from 'zod';

// Fields that several groups of contracts share (not exported by the package).

/** A record's id, as every table keys its rows. */
export const uuid = z.uuid();

/** A profession's slug, as in its URL (`/plumbers`). */
export const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .max(80);
