import { z } from 'zod';

/**
 * Messages an embedded widget posts to its host page (window.parent). Versioned: a changed
 * payload is a new version, never a silent change. Hosts should check `source` and `version`.
 */
export const EMBED_PROTOCOL_VERSION = 1;

export const EmbedMessage = z.discriminatedUnion('type', [
  z.object({
    source: z.literal('quoteway'),
    version: z.literal(1),
    type: z.literal('resize'),
    /** The widget's content height in CSS pixels. */
    height: z.number().int().nonnegative(),
  }),
  z.object({
    source: z.literal('quoteway'),
    version: z.literal(1),
    type: z.literal('navigate'),
    /** An absolute https URL on a Quoteway site the host should open. */
    url: z.string(),
  }),
]);
export type EmbedMessage = z.infer<typeof EmbedMessage>;
