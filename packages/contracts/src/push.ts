import { z } from 'zod';

// Lead alerts by Web Push (RFC 8030, 8291, 8292): the browser's push subscription for this
// device, and the devices a business has turned alerts on for.

/** The key a browser subscribes with (`applicationServerKey`): the server's VAPID public key. */
export const PushPublicKey = z.object({
  /** The uncompressed P-256 point, base64url without padding (87 characters). */
  publicKey: z.string(),
});

/**
 * `PushSubscription.toJSON()` of the browser: the push service's endpoint and the keys the
 * payload is encrypted to. `p256dh` is an uncompressed P-256 point (65 bytes, so base64url
 * starting "B"), `auth` a 16-byte secret.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: /*i18n*/ 'must be an https address' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, /*i18n*/ 'is not a P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, /*i18n*/ 'is not a 16-byte secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** A device that gets lead alerts, as the settings list it. */
export const PushDevice = z.object({
  id: z.string(),
  /** "Chrome on Android", from the User-Agent it subscribed with. */
  device: z.string(),
  /** Its subscription's endpoint: the browser compares its own to mark "this device". */
  endpoint: z.string(),
  createdAt: z.string(),
  /** The last alert delivered to it; null before the first. */
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const PushDevicesResponse = z.object({ devices: z.array(PushDevice) });
export type PushDevicesResponse = z.infer<typeof PushDevicesResponse>;

export const PushDeviceParams = z.object({ id: z.uuid() });

/** What a lead alert's push message carries (the service worker shows it and opens `url`). */
export const LeadPushPayload = z.object({
  kind: z.literal('new-lead'),
  /** The notification's title and text, in the business's language. */
  title: z.string(),
  body: z.string(),
  trade: z.string(),
  place: z.string(),
  credits: z.number().int(),
  /** The console's path of the lead. */
  url: z.string(),
});
export type LeadPushPayload = z.infer<typeof LeadPushPayload>;
