import { z } from 'zod';

// The server's outbox: side effects written in the same transaction as their cause and
// delivered later by a worker. Each kind's payload has a schema here; the worker checks a
// payload against it before its handler runs, so a payload that drifted is a failed attempt
// with a clear error, never a handler working on something else.

/** The e-mails the server sends; an `email` message names one of these. */
export const emailTemplates = [
  'verify-email',
  /** A visitor's first job is live: it names the job and links to the first password. */
  'first-job',
  'reset-password',
  'reactivate-account',
  'business-number-rejected',
  'purchase-receipt',
  /** An auto top-up's card was refused (or is gone), so auto top-up was switched off. */
  'auto-top-up-off',
  'new-lead',
  'new-quote',
  'quote-hired',
  'quote-declined',
  'hire-cancelled',
  'credits-returned',
  'unread-messages',
  'direct-lead',
  'review-request',
  'review-received',
  'review-replied',
  'quote-opened',
  'job-completed',
  'credits-expiring',
  /** An operator verified or unverified a business's number by hand. */
  'business-verified',
  'business-unverified',
  /** An operator refunded a business's purchase. */
  'purchase-refunded',
  /** An operator decided a business's report of a lead. */
  'lead-report-confirmed',
  'lead-report-dismissed',
  /** An operator decided a report of a review or its reply (both parties are told). */
  'review-report-decided',
  /** Settings: the link to a new address, the old address told, a password or account change. */
  'verify-email-change',
  'email-changed',
  'password-changed',
  'account-changed',
] as const;
export type EmailTemplate = (typeof emailTemplates)[number];

/** Ids are the database's; a message queued by a test may use any non-empty string. */
const id = z.string().min(1);

/** The payload of each kind of outbox message. */
export const outboxPayloadSchemas = {
  /** An e-mail from a template; `data` holds the values it needs (name, link). */
  email: z.object({
    to: z.string().min(1),
    template: z.enum(emailTemplates),
    data: z.record(z.string(), z.string()),
  }),
  /** A text message (phone verification codes). */
  sms: z.object({ to: z.string().min(1), body: z.string() }),
  /** Ask the business register again about a number it could not check at registration. */
  'recheck-business-number': z.object({ userId: id }),
  /** A job went live: queue its automatic quotes, and tell the matching businesses (e-mail, `fetch-leads`). */
  'lead-alerts': z.object({ jobId: id }),
  /**
   * A new lead for a business: one `push-send` per device it turned lead alerts on for. The
   * lead's trade (English name), place and price travel with it, as the alert e-mail's do.
   */
  'lead-push': z.object({
    userId: id,
    jobId: id,
    trade: z.string(),
    place: z.string(),
    credits: z.number().int(),
  }),
  /** One lead alert by Web Push to one device; a 404 or 410 from its push service removes it. */
  'push-send': z.object({
    deviceId: id,
    jobId: id,
    trade: z.string(),
    place: z.string(),
    credits: z.number().int(),
  }),
  /** Send one business's automatic quote on a job (the same quoting as by hand). */
  'auto-quote': z.object({ jobId: id, businessId: id }),
  /** 48 h after a quote: return its credits if the customer never opened it. */
  'quote-return-check': z.object({ quoteId: id }),
  /** 15 minutes after a chat message: e-mail its recipient once if it is still unread. */
  'message-unread-check': z.object({ messageId: id }),
  /** Settle a purchase still pending by then (the processor's record of the charge decides). */
  'reconcile-purchase': z.object({ purchaseId: id }),
  /** Some of the user's credit lots reach their expiry now. */
  'expire-credits': z.object({ userId: id }),
  /**
   * A notification was written: tell the person's open apps now (realtime `notification`),
   * text them if it is a new lead and they chose texts.
   */
  notification: z.object({ notificationId: id }),
  /**
   * A notification's e-mail, due a little after the notification: sent only if the person
   * chose e-mail for its topic and has not opened the notification in the app by then.
   */
  'notification-email': z.object({
    notificationId: id,
    template: z.enum(emailTemplates),
    data: z.record(z.string(), z.string()),
  }),
  /**
   * A completed job's "How did it go?" e-mail: sent only while the job has no review (a
   * review posted first drops it, and the handler checks again when it runs).
   */
  'review-reminder': z.object({ jobId: id }),
  /**
   * `days` (14, else 3) days before a credit lot expires: tell its owner the credits left in
   * the lots expiring with it, once per expiry and `days`. A check queued without `days` is
   * the 14-day one.
   */
  'credits-expiring-check': z.object({
    userId: id,
    lotId: id,
    days: z.number().int().positive().optional(),
  }),
  /**
   * A spend left the business's balance below its auto top-up threshold: charge its saved
   * card for the plan it consented to (under its monthly maximum). `requestId` is the top-up's
   * idempotency key, so a retried job never charges twice.
   */
  'auto-top-up': z.object({ businessId: id, requestId: id }),
} as const;

export type OutboxKind = keyof typeof outboxPayloadSchemas;
/** The payload type of each kind. */
export type OutboxPayloads = { [K in OutboxKind]: z.infer<(typeof outboxPayloadSchemas)[K]> };
