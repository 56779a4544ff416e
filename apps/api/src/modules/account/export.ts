import { firstName, readNotificationPreferences } from '@quoteway/domain';
import type { Clock } from '../../infra/clock';
import type { AccountRepository, SessionStore, UserRow } from '../auth';
import { describeDevice } from './devices';
import type { AccountSettingsRepository } from './repository';

type Plain = Record<string, unknown>;

/** The business as stored, its files named by whether they exist (not by storage key). */
function businessRecord({
  row,
  trades,
}: NonNullable<Awaited<ReturnType<AccountSettingsRepository['business']>>>) {
  const { logoKey, coverKey, ...rest } = row;
  return { ...rest, hasLogo: logoKey !== null, hasCover: coverKey !== null, trades };
}

/** Dates as ISO strings, nested rows too: the export is plain JSON. */
function plain<T>(value: T): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * Everything Quoteway holds about the person (NZ Privacy Act 2020, principle 6), from rows
 * that are theirs. Never a password or token hash, a card's processor token, or a storage
 * key.
 *
 * Conversations: the person took part in them, so both sides' messages are theirs to have
 * (the conversation would not make sense with half of it), but the other party is named by
 * first name only and nothing else of theirs (id, e-mail, number, business details) is
 * included: their words are part of the person's record, their identity is not. The same
 * goes for a review of the person's business (the reviewer's first name). A quote received
 * names the business by its public name, which it chose to show every customer.
 */
export function accountExporter(deps: {
  clock: Clock;
  accounts: AccountRepository;
  settings: AccountSettingsRepository;
  sessions: SessionStore;
}) {
  const { clock, accounts, settings, sessions } = deps;
  return async function exportAccount(user: UserRow) {
    const id = user.id;
    const [
      pendingEmail,
      social,
      card,
      business,
      sessionRows,
      jobs,
      sent,
      received,
      messageRows,
      written,
      reviewed,
      ledger,
      purchases,
      notifications,
    ] = await Promise.all([
      accounts.pendingEmail(id, clock.now()),
      settings.socialProviders(id),
      settings.savedCard(id),
      settings.business(id),
      sessions.all(id),
      settings.jobs(id),
      settings.sentQuotes(id),
      settings.receivedQuotes(id),
      settings.messages(id),
      settings.writtenReviews(id),
      settings.receivedReviews(id),
      settings.ledger(id),
      settings.purchases(id),
      settings.notifications(id),
    ]);

    const account = {
      id,
      email: user.email,
      pendingEmail,
      userName: user.userName,
      userType: user.userType,
      status: user.status,
      mobile: user.mobile,
      mobileVerifiedAt: user.mobileVerifiedAt,
      imageUrl: user.imageUrl,
      locale: user.locale,
      theme: user.theme,
      notificationPreferences: readNotificationPreferences(user.notificationPreferences),
      switchedToCustomerView: user.switchedToCustomerView,
      openingHours: user.openingHours,
      businessAlwaysOpen: user.businessAlwaysOpen,
      hasPassword: user.passwordHash !== null,
      socialSignIn: social,
      savedCard: card,
      termsAcceptedAt: user.termsAcceptedAt,
      createdAt: user.createdAt,
      verifiedAt: user.verifiedAt,
      deletedAt: user.deletedAt,
    };

    return plain({
      exportedAt: clock.now(),
      account,
      business: business ? businessRecord(business) : null,
      sessions: sessionRows.map((row) => ({
        device: describeDevice(row.userAgent),
        userAgent: row.userAgent,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        expiresAt: row.expiresAt,
        endedAt: row.revokedAt,
      })),
      jobs,
      quotes: [
        ...sent.map((quote) => ({ direction: 'sent', ...quote })),
        ...received.map((quote) => ({ direction: 'received', ...quote })),
      ],
      messages: messageRows.map((row) => ({
        conversationId: row.conversationId,
        jobId: row.jobId,
        from: row.senderId === id ? 'you' : firstName(row.otherName),
        text: row.body,
        messageType: row.messageType,
        attachment: row.media ? { name: row.media.name, type: row.media.mimeType } : null,
        sentAt: row.sentAt,
        seenAt: row.seenAt,
      })),
      reviews: [
        ...written.map((review) => ({ direction: 'written', ...review })),
        ...reviewed.map(({ customerName, ...review }) => ({
          direction: 'received',
          customer: firstName(customerName),
          ...review,
        })),
      ],
      ledger,
      purchases,
      notifications,
    }) as Plain;
  };
}
