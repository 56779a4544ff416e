// What a person is told about, and how. One list for the server (which writes the
// notifications and decides which e-mails and texts go out) and the apps (the header's
// popover and the settings' preferences).

/** Each kind of notification, by the event it tells of. */
export const notificationKinds = [
  /** A business: a new job matches its trades and service area. */
  'new-lead',
  /** A customer: a business sent a quote. */
  'quote-received',
  /** A business: the customer opened its quote. */
  'quote-opened',
  /** A business: the customer hired it. */
  'hired',
  /** A business: the customer marked the job complete. */
  'job-completed',
  /** A business: the customer cancelled the job it was hired for, which ends the hire. */
  'hire-cancelled',
  /** A business: a customer reviewed it. */
  'review-received',
  /** A customer: the business replied to their review. */
  'review-replied',
  /** A business: credits came back (the values carry the reason). */
  'credits-returned',
  /** A business: credits expire within 14 days. */
  'credits-expiring',
  /** A business: a purchase went through (the receipt). */
  'purchase-receipt',
  /** A business: an operator verified or unverified its business number by hand. */
  'business-verification-decided',
  /** A business: an operator refunded one of its purchases (its credit note). */
  'purchase-refunded',
  /** A business: an operator decided its report of a lead (the values carry the outcome). */
  'lead-report-decided',
  /** Both parties of a review: an operator decided a report of the review or of its reply. */
  'review-report-decided',
  /** A business: its automatic quote went out on a new lead. */
  'auto-quote-sent',
  /** A business: an operator added or took credits (the values carry the reason). */
  'credits-adjusted',
  /** A business: an auto top-up could not charge its card, so auto top-up was switched off. */
  'auto-top-up-off',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What a person can choose to be e-mailed about: each kind of notification, and unread chat
 * messages. New leads may also be texted.
 */
export const notificationTopics = [...notificationKinds, 'unread-messages'] as const;
export type NotificationTopic = (typeof notificationTopics)[number];

/** The topics each kind of account hears about (a business in customer view hears both). */
export const customerTopics = [
  'quote-received',
  'review-replied',
  'review-report-decided',
  'unread-messages',
] as const satisfies readonly NotificationTopic[];
export const businessTopics = [
  'new-lead',
  'quote-opened',
  'hired',
  'job-completed',
  'hire-cancelled',
  'review-received',
  'credits-returned',
  'credits-expiring',
  'purchase-receipt',
  'purchase-refunded',
  'business-verification-decided',
  'auto-top-up-off',
  'lead-report-decided',
  'review-report-decided',
  'credits-adjusted',
  'unread-messages',
] as const satisfies readonly NotificationTopic[];

/** Topics that may also be texted (a new lead is worth a text; nothing else is). */
export const smsTopics = ['new-lead'] as const satisfies readonly NotificationTopic[];

export interface TopicPreference {
  email: boolean;
  /** Only for `smsTopics`. */
  sms?: boolean;
}
export type NotificationPreferences = Record<NotificationTopic, TopicPreference>;

/** Everything by e-mail, nothing by text: a text costs the person attention and us money. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const preferences = {} as NotificationPreferences;
  for (const topic of notificationTopics) {
    preferences[topic] = (smsTopics as readonly string[]).includes(topic)
      ? { email: true, sms: false }
      : { email: true };
  }
  return preferences;
}

/** Stored choices over the defaults (a topic added later starts at its default). */
export function readNotificationPreferences(
  stored: Partial<Record<string, Partial<TopicPreference>>> | null | undefined,
): NotificationPreferences {
  const preferences = defaultNotificationPreferences();
  for (const topic of notificationTopics) {
    const choice = stored?.[topic];
    if (!choice) continue;
    if (typeof choice.email === 'boolean') preferences[topic].email = choice.email;
    if (typeof choice.sms === 'boolean' && preferences[topic].sms !== undefined)
      preferences[topic].sms = choice.sms;
  }
  return preferences;
}

/** Credits expiring within this many days are worth a notification. */
export const CREDITS_EXPIRING_NOTICE_DAYS = 14;

/**
 * How many days before credits expire their owner is reminded (an e-mail and a notification
 * each), earliest first: 14 days ahead, then 3.
 */
export const CREDITS_EXPIRY_REMINDER_DAYS = [CREDITS_EXPIRING_NOTICE_DAYS, 3] as const;

/**
 * The themes an account can store: the design system's `themeChoices` (a shell test holds
 * them equal; the design system depends on no domain code, so the list is written twice).
 */
export const accountThemes = ['system', 'light', 'semi-dark', 'dark'] as const;
export type AccountTheme = (typeof accountThemes)[number];
