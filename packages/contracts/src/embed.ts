import { z } from 'zod';

/**
 * Messages between a Quoteway widget (an iframe) and the host page that embeds it through
 * `/embed.js`. Namespaced (`source: 'quoteway'`) and versioned: a changed payload is a new
 * version, never a silent change. Each message names the widget it is from (`widget`, the id
 * `/embed.js` puts in the iframe's `?widget=` parameter), so a page with several widgets
 * tells them apart.
 *
 * Origins: the iframe posts only to the host origin `/embed.js` passed in `?host=` (`*` only
 * when it was opened without one); `/embed.js` accepts a message only from the Quoteway
 * origin it was loaded from and only from its own iframe's window.
 */
export const EMBED_PROTOCOL_VERSION = 1;

const envelope = {
  source: z.literal('quoteway'),
  version: z.literal(1),
  /** The widget's id on the host page (`?widget=`), or '' when it was framed by hand. */
  widget: z.string().max(64),
};

export const EmbedMessage = z.discriminatedUnion('type', [
  z.object({
    ...envelope,
    /** The widget has rendered: the host may show it. */
    type: z.literal('ready'),
    height: z.number().int().nonnegative(),
  }),
  z.object({
    ...envelope,
    type: z.literal('resize'),
    /** The widget's content height in CSS pixels. */
    height: z.number().int().nonnegative(),
  }),
  z.object({
    ...envelope,
    /** A visitor posted a job in the widget (the job's id, and whether it went to one business). */
    type: z.literal('job-posted'),
    jobId: z.string().max(64),
    direct: z.boolean(),
  }),
  z.object({
    ...envelope,
    type: z.literal('navigate'),
    /** An absolute https URL on a Quoteway site the host should open. */
    url: z.string(),
  }),
]);
export type EmbedMessage = z.infer<typeof EmbedMessage>;

/** The DOM events `/embed.js` dispatches on the widget's element (they bubble to document). */
export const embedEventNames = {
  ready: 'quoteway:ready',
  resize: 'quoteway:resize',
  'job-posted': 'quoteway:job-posted',
  navigate: 'quoteway:navigate',
} as const satisfies Record<EmbedMessage['type'], string>;
