import { randomUUID } from 'node:crypto';
import type {
  Application,
  applicationStates,
  EmailTemplate,
  NotificationsResponse,
  Notification as PresentedNotification,
} from '@quoteway/contracts';
import {
  jobTitleText,
  type NotificationKind,
  readNotificationPreferences,
  reviewerName,
} from '@quoteway/domain';
import { isLocale, type Locale, type Translator, translator } from '@quoteway/i18n/server';
import type { Notify } from '../../context';
import type { Clock } from '../../infra/clock';
import type { Database, Queryable } from '../../db/client';
import { NotFoundError } from '../../errors';
import { translatedValues } from '../../locale';
import type { Realtime } from '../../plugins/app/realtime';
import type { UserRow } from '../auth';
import { enqueue } from '../../infra/outbox';
import { type ApplicationRow, type NotificationRow, notificationRepository } from './repository';

/**
 * Each kind's sentence, a `server` catalog message filled from the notification's `values`
 * when it is read, so it reads in the reader's language. A value that is itself a catalog
 * message (the reason credits came back) is translated too, and a job's `title` part by part.
 */
const notificationMessages: Record<NotificationKind, string> = {
  'new-lead': /*i18n*/ 'New lead: {title} in {place}',
  'quote-received': /*i18n*/ '{business} sent you a quote for “{title}”',
  'quote-opened': /*i18n*/ '{customer} opened your quote for “{title}”',
  hired: /*i18n*/ '{customer} hired you for “{title}”',
  'job-completed': /*i18n*/ '{customer} marked the job “{title}” complete',
  'hire-cancelled': /*i18n*/ '{customer} cancelled the job “{title}” you were hired for',
  'review-received': /*i18n*/ '{customer} reviewed you: {stars} stars',
  'review-replied': /*i18n*/ '{business} replied to your review',
  'credits-returned': /*i18n*/ '{credits} credits returned for “{title}”: {reason}',
  'credits-expiring': /*i18n*/ '{credits} credits expire on {date}',
  'purchase-receipt': /*i18n*/ 'Receipt: {credits} credits bought',
  'business-verification-decided': /*i18n*/ 'Your business number {number}: {outcome}. {note}',
  'purchase-refunded': /*i18n*/ 'Refund: your purchase of {credits} credits was refunded. {note}',
  'lead-report-decided': /*i18n*/ 'Your report of a {trade} lead: {outcome}. {note}',
  'review-report-decided': /*i18n*/ 'A report about a review was decided: {outcome}. {note}',
  'auto-quote-sent': /*i18n*/ 'Automatic quote sent: {trade} in {place}',
  'credits-adjusted': /*i18n*/ 'Quoteway support adjusted your credits by {credits}: {reason}',
  'auto-top-up-off': /*i18n*/ 'Auto top-up is switched off: {reason}',
};

/**
 * The sentences of notifications written before jobs had titles (their values name the job by
 * its `trade`, or not at all), kept so those rows still read in every language.
 */
const untitledMessages: Partial<Record<NotificationKind, string>> = {
  'new-lead': /*i18n*/ 'New lead: {trade} in {place}',
  'quote-received': /*i18n*/ '{business} sent you a quote for {trade}',
  'quote-opened': /*i18n*/ '{customer} opened your quote for {trade}',
  hired: /*i18n*/ '{customer} hired you for {trade}',
  'job-completed': /*i18n*/ '{customer} marked the {trade} job complete',
  'hire-cancelled': /*i18n*/ '{customer} cancelled the {trade} job you were hired for',
  'credits-returned': /*i18n*/ '{credits} credits returned: {reason}',
};

/**
 * Every app path a notification or an e-mail opens, built in this one place. Each is a page
 * of the shell's route table (`appPages`; `mail/links.test.ts` renders every template in
 * every language and resolves its links with `matchPage`), and each names its object, so a
 * link opened on a signed-out device can come back to that object after sign-in.
 */
export const notificationLinks = {
  /** A business's page of one lead (the job as it sees it: quote, hire, completion). */
  lead: (jobId: string) => `/lead-details/${encodeURIComponent(jobId)}`,
  /** A customer's job in My Jobs, open, with its quotes. */
  myJob: (jobId: string) => `/my-jobs/0/${encodeURIComponent(jobId)}`,
  /** One conversation, opened in the inbox (works whether or not it is about a job). */
  conversation: (conversationId: string) =>
    `/inbox?conversation=${encodeURIComponent(conversationId)}`,
  /** The business console's reviews, where the business can reply to or report one. */
  businessReviews: () => '/leads/reviews',
  /** The customer's own review of a job (with the business's reply). */
  review: (jobId: string) => `/review/${encodeURIComponent(jobId)}`,
  /** Plans and credits: the console's credit history (ledger) is on this page. */
  credits: () => '/plans',
  /** One purchase's receipt: its tax invoice's page in the business console. */
  receipt: (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}`,
  /** The business's own details (its business number), in the console's settings. */
  businessSettings: () => '/leads/settings',
};

/** How many applications the popover lists. */
const APPLICATIONS_LIMIT = 10;

/**
 * `notify`, for every module with something to tell: it writes the row and queues, in the
 * caller's transaction, the realtime hint (now) and the e-mail (after the delay, so a person
 * who opens the notification in the app by then gets no e-mail about it).
 */
export function createNotifier(deps: { clock: Clock; emailDelaySeconds: number }): Notify {
  return async (tx, { userId, kind, values, link, email, alsoQueue = [] }) => {
    const now = deps.clock.now();
    const id = randomUUID();
    // The row, the live delivery now and, if it has one, the e-mail later: one statement.
    await notificationRepository(tx).add({ id, userId, kind, values, link, createdAt: now }, [
      { kind: 'notification', payload: { notificationId: id }, availableAt: now },
      ...(email
        ? [
            {
              kind: 'notification-email' as const,
              payload: { notificationId: id, template: email.template, data: email.data },
              availableAt: new Date(now.getTime() + deps.emailDelaySeconds * 1000),
            },
          ]
        : []),
      ...alsoQueue,
    ]);
    return id;
  };
}

/**
 * Tell each business whose quote the customer just opened (in My Jobs or in the chat), in the
 * transaction that marked the quotes opened.
 */
export async function notifyQuotesOpened(
  tx: Queryable,
  notify: Notify,
  opened: { quoteIds: string[]; customerName: string; origin: string },
): Promise<void> {
  const customer = reviewerName(opened.customerName);
  for (const quote of await notificationRepository(tx).openedQuotes(opened.quoteIds)) {
    const link = notificationLinks.lead(quote.jobId);
    const title = jobTitleText(quote.titleParts, quote.professionName);
    await notify(tx, {
      userId: quote.businessId,
      kind: 'quote-opened',
      values: { customer, title },
      link,
      email: {
        template: 'quote-opened',
        data: {
          name: quote.businessUserName,
          customer,
          profession: quote.professionName,
          title,
          link: `${opened.origin}${link}`,
        },
      },
    });
  }
}

/** A date value (ISO) in the reader's language: "10 January 2027". */
function readableDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A notification's sentence in the reader's language. */
function notificationText(
  tr: Translator,
  kind: NotificationKind,
  values: Record<string, string | number>,
): string {
  const shown = translatedValues(tr, values) ?? {};
  if (typeof values.date === 'string') shown.date = readableDate(values.date, tr.locale);
  const message =
    values.title === undefined
      ? (untitledMessages[kind] ?? notificationMessages[kind])
      : notificationMessages[kind];
  return tr.t(message, shown);
}

type ApplicationState = (typeof applicationStates)[number];

/** A quote's state as both sides see it, from the quote and job rows. */
function stateOf(row: ApplicationRow): { state: ApplicationState; at: Date } {
  switch (row.quoteStatus) {
    case 'returned':
      return { state: 'returned', at: row.returnedAt ?? row.createdAt };
    case 'declined':
      // Declined when the customer hired another business.
      return { state: 'declined', at: row.hiredAt ?? row.cancelledAt ?? row.createdAt };
    case 'cancelled':
      return { state: 'cancelled', at: row.cancelledAt ?? row.hiredAt ?? row.createdAt };
    case 'hired':
      return row.jobStatus === 'completed'
        ? { state: 'completed', at: row.completedAt ?? row.hiredAt ?? row.createdAt }
        : { state: 'hired', at: row.hiredAt ?? row.createdAt };
    default:
      return row.openedAt
        ? { state: 'opened', at: row.openedAt }
        : { state: 'sent', at: row.createdAt };
  }
}

export interface NotificationServiceDeps {
  db: Database;
  clock: Clock;
  realtime: Realtime;
  /** The site's origin: texts carry absolute links. */
  siteOrigin: string;
  wakeOutbox(): void;
}

/**
 * The person's notifications (the header's popover), their Applications, and the delivery of
 * each notification: the realtime hint, the text of a new lead, the e-mail when it is due.
 */
export function notificationService(deps: NotificationServiceDeps) {
  const { db, clock } = deps;
  const repository = notificationRepository(db);

  function present(row: NotificationRow, tr: Translator): PresentedNotification {
    return {
      id: row.id,
      kind: row.kind,
      text: notificationText(tr, row.kind, row.values),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    };
  }

  /** A business in customer view sees its jobs' quotes, as a customer does. */
  const asCustomer = (account: UserRow) =>
    account.userType === 'Customer User' || account.switchedToCustomerView;

  return {
    async list(account: UserRow, limit: number, locale: Locale): Promise<NotificationsResponse> {
      const tr = translator(locale);
      const [rows, unread] = await Promise.all([
        repository.latest(account.id, limit),
        repository.unreadCount(account.id),
      ]);
      return { notifications: rows.map((row) => present(row, tr)), unread };
    },

    /** Mark one of the caller's notifications read; anyone else's is a 404, as if unknown. */
    async read(account: UserRow, id: string) {
      if (!(await repository.markRead(account.id, id, clock.now()))) {
        throw new NotFoundError(/*i18n*/ 'Notification not found');
      }
      return { unread: await repository.unreadCount(account.id) };
    },

    async readAll(account: UserRow) {
      await repository.markAllRead(account.id, clock.now());
      return { unread: await repository.unreadCount(account.id) };
    },

    /**
     * The Applications popover: a business's latest sent quotes (the customer named by first
     * name and initial), or a customer's latest received quotes (the business by its name).
     */
    async applications(account: UserRow, locale: Locale): Promise<{ applications: Application[] }> {
      const tr = translator(locale);
      const customer = asCustomer(account);
      const rows = customer
        ? await repository.receivedQuotes(account.id, APPLICATIONS_LIMIT)
        : await repository.sentQuotes(account.id, APPLICATIONS_LIMIT);
      return {
        applications: rows.map((row) => {
          const { state, at } = stateOf(row);
          return {
            quoteId: row.quoteId,
            jobId: row.jobId,
            professionName: tr.knows(row.professionName)
              ? tr.t(row.professionName)
              : row.professionName,
            // English reference texts: the answer translates each part for its reader.
            titleParts: row.titleParts.length > 0 ? row.titleParts : [row.professionName],
            counterpart: customer ? row.counterpart : reviewerName(row.counterpart),
            state,
            priceCents: row.estType === 'To be confirmed' ? null : row.estCents,
            updatedAt: at.toISOString(),
            link: customer ? notificationLinks.myJob(row.jobId) : notificationLinks.lead(row.jobId),
          };
        }),
      };
    },

    /**
     * Outbox, at once: tell the person's open apps (realtime `notification`), and text a new
     * lead to a person who chose texts for it and has a mobile, in their stored language.
     */
    async deliver(notificationId: string): Promise<void> {
      const row = await repository.find(notificationId);
      if (!row) return;
      deps.realtime.toUser(row.userId, 'notification', { notificationId: row.id });
      if (row.kind !== 'new-lead' || row.readAt) return;
      const person = await repository.recipient(row.userId);
      if (!person?.mobile || person.status === 'DELETED' || person.status === 'SPAM') return;
      const preference = readNotificationPreferences(person.notificationPreferences)[row.kind];
      if (!preference.sms) return;
      const tr = translator(isLocale(person.locale) ? person.locale : 'en');
      const body = `${notificationText(tr, row.kind, row.values)} ${deps.siteOrigin}${row.link}`;
      await enqueue(db, 'sms', { to: person.mobile, body }, clock.now());
      deps.wakeOutbox();
    },

    /**
     * Outbox, after the delay: the notification's e-mail, unless the person has opened the
     * notification since, or chose no e-mail for its topic.
     */
    async sendEmail(payload: {
      notificationId: string;
      template: EmailTemplate;
      data: Record<string, string>;
    }): Promise<boolean> {
      const row = await repository.find(payload.notificationId);
      if (!row || row.readAt) return false;
      const person = await repository.recipient(row.userId);
      if (!person || person.status === 'DELETED' || person.status === 'SPAM') return false;
      if (!readNotificationPreferences(person.notificationPreferences)[row.kind].email) {
        return false;
      }
      await enqueue(
        db,
        'email',
        { to: person.email, template: payload.template, data: payload.data },
        clock.now(),
      );
      deps.wakeOutbox();
      return true;
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
