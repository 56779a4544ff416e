import { notificationKinds, notificationTopics } from '@quoteway/domain';
import { z } from 'zod';

// The header's three popovers (notifications, messages, applications) and the person's
// choices of what reaches them by e-mail and text.

/** One notification, its text in the request's language. */
export const Notification = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** One sentence in the caller's language ("New lead: Plumber in Ponsonby"). */
  text: z.string(),
  /** Where opening it takes the person: an app path ("/leads/details/<id>"). */
  link: z.string(),
  createdAt: z.string(),
  /** When the person opened it (or marked everything read); null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  /** Unread notifications in all (not only those listed). */
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationParams = z.object({ id: z.uuid() });
export const UnreadCount = z.object({ unread: z.number().int() });

/** The states a quote passes through, as both sides see them. */
export const applicationStates = [
  'sent',
  'opened',
  'hired',
  'declined',
  'returned',
  'completed',
  /** Hired, then the customer cancelled the job. */
  'cancelled',
] as const;

/** A business's sent quote, or a customer's received quote, for the Applications popover. */
export const Application = z.object({
  quoteId: z.string(),
  jobId: z.string(),
  /** The trade, in the caller's language ("Plumber"). */
  professionName: z.string(),
  /**
   * The job's title in parts, each in the caller's language ("Leak or burst pipe", "House");
   * the trade alone for a job posted before titles.
   */
  titleParts: z.array(z.string()),
  /** The other party: the customer's first name for a business, the business for a customer. */
  counterpart: z.string(),
  state: z.enum(applicationStates),
  /** The quoted price in cents, when the quote has one. */
  priceCents: z.number().int().nullable(),
  updatedAt: z.string(),
  /** Where opening it takes the person. */
  link: z.string(),
});
export type Application = z.infer<typeof Application>;
export const ApplicationsResponse = z.object({ applications: z.array(Application) });

const topicPreference = z.object({ email: z.boolean(), sms: z.boolean().optional() });
/** Every topic's choice (the server fills topics it is not sent with their defaults). */
export const NotificationPreferencesBody = z.object({
  preferences: z.partialRecord(z.enum(notificationTopics), topicPreference),
});
export const NotificationPreferencesResponse = z.object({
  preferences: z.record(z.enum(notificationTopics), topicPreference),
  /** The topics this account hears about, in the order to show them. */
  topics: z.array(z.enum(notificationTopics)),
  /** Topics that may also be texted. */
  smsTopics: z.array(z.enum(notificationTopics)),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;
