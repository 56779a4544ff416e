import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  businesses,
  businessProfessions,
  conversations,
  creditEntries,
  emailTokens,
  jobs,
  localities,
  messages,
  notifications,
  purchases,
  quotes,
  reviews,
  savedCards,
  socialAccounts,
  users,
} from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** SQL of the person's own account: settings and the data export. */
/** A review as the export gives it, whichever side of it the person is on. */
const reviewColumns = {
  rating: reviews.rating,
  quality: reviews.quality,
  communication: reviews.communication,
  value: reviews.value,
  punctuality: reviews.punctuality,
  text: reviews.body,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  repliedAt: reviews.repliedAt,
};

export function accountSettingsRepository(db: Queryable) {
  return {
    /** The user row-locked for the rest of the transaction (read, merge, write). */
    async lockUser(id: string, tx: Queryable): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async setNotificationPreferences(
      id: string,
      preferences: UserRow['notificationPreferences'],
      tx: Queryable,
    ): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ notificationPreferences: preferences })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`no user ${id}`);
      return row;
    },

    /** Retire the user's e-mail change links still open: only the latest request counts. */
    async retireEmailChanges(userId: string, now: Date, tx: Queryable): Promise<void> {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'change-email'),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    // ---- the export: each query reads only rows of this person ----

    async socialProviders(userId: string) {
      const rows = await db
        .select({ provider: socialAccounts.provider, linkedAt: socialAccounts.createdAt })
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, userId));
      return rows;
    },

    async savedCard(userId: string) {
      const [row] = await db
        .select({
          brand: savedCards.brand,
          last4: savedCards.last4,
          expMonth: savedCards.expMonth,
          expYear: savedCards.expYear,
          savedAt: savedCards.createdAt,
        })
        .from(savedCards)
        .where(eq(savedCards.userId, userId));
      return row ?? null;
    },

    async business(userId: string) {
      const [row] = await db.select().from(businesses).where(eq(businesses.userId, userId));
      if (!row) return null;
      const trades = await db
        .select({ slug: businessProfessions.professionSlug })
        .from(businessProfessions)
        .where(eq(businessProfessions.userId, userId));
      return { row, trades: trades.map((t) => t.slug) };
    },

    async jobs(userId: string) {
      return db
        .select({
          id: jobs.id,
          trade: jobs.professionSlug,
          answers: jobs.answers,
          description: jobs.description,
          budgetCents: jobs.budgetCents,
          timing: jobs.timing,
          locality: localities.locality,
          postcode: localities.postcode,
          mobile: jobs.mobile,
          status: jobs.status,
          credits: jobs.credits,
          createdAt: jobs.createdAt,
          publishedAt: jobs.publishedAt,
          hiredAt: jobs.hiredAt,
          completedAt: jobs.completedAt,
          cancelledAt: jobs.cancelledAt,
        })
        .from(jobs)
        .leftJoin(localities, eq(localities.id, jobs.localityId))
        .where(eq(jobs.customerId, userId))
        .orderBy(desc(jobs.createdAt));
    },

    /** Quotes the person sent as a business. */
    async sentQuotes(userId: string) {
      return db
        .select({
          id: quotes.id,
          jobId: quotes.jobId,
          trade: jobs.professionSlug,
          estType: quotes.estType,
          estCents: quotes.estCents,
          comment: quotes.comment,
          checkboxes: quotes.checkboxes,
          credits: quotes.credits,
          status: quotes.status,
          createdAt: quotes.createdAt,
          openedAt: quotes.openedAt,
          returnedAt: quotes.returnedAt,
          returnReason: quotes.returnReason,
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .where(eq(quotes.businessId, userId))
        .orderBy(desc(quotes.createdAt));
    },

    /** Quotes received on the person's jobs: the business by its public name only. */
    async receivedQuotes(userId: string) {
      return db
        .select({
          id: quotes.id,
          jobId: quotes.jobId,
          business: businesses.businessName,
          estType: quotes.estType,
          estCents: quotes.estCents,
          comment: quotes.comment,
          checkboxes: quotes.checkboxes,
          status: quotes.status,
          createdAt: quotes.createdAt,
          openedAt: quotes.openedAt,
        })
        .from(quotes)
        .innerJoin(jobs, eq(jobs.id, quotes.jobId))
        .leftJoin(businesses, eq(businesses.userId, quotes.businessId))
        .where(eq(jobs.customerId, userId))
        .orderBy(desc(quotes.createdAt));
    },

    /**
     * Every message of the person's conversations, with the sender's id (to tell theirs from
     * the other party's) and the other party's user name (cut to a first name by the service).
     */
    async messages(userId: string) {
      const other = alias(users, 'other_party');
      return db
        .select({
          conversationId: conversations.id,
          jobId: conversations.jobId,
          senderId: messages.senderId,
          otherName: other.userName,
          body: messages.body,
          messageType: messages.messageType,
          media: messages.media,
          sentAt: messages.sentAt,
          seenAt: messages.seenAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(
          other,
          or(
            and(eq(conversations.customerId, userId), eq(other.id, conversations.businessId)),
            and(eq(conversations.businessId, userId), eq(other.id, conversations.customerId)),
          ),
        )
        .where(or(eq(conversations.customerId, userId), eq(conversations.businessId, userId)))
        .orderBy(asc(conversations.id), asc(messages.sentAt));
    },

    /** Reviews the person wrote (of a business, by its public name). */
    async writtenReviews(userId: string) {
      return db
        .select({
          id: reviews.id,
          jobId: reviews.jobId,
          business: businesses.businessName,
          ...reviewColumns,
        })
        .from(reviews)
        .leftJoin(businesses, eq(businesses.userId, reviews.businessId))
        .where(eq(reviews.customerId, userId))
        .orderBy(desc(reviews.createdAt));
    },

    /** Reviews of the person's business, with the reviewer's user name (first name kept). */
    async receivedReviews(userId: string) {
      return db
        .select({
          id: reviews.id,
          jobId: reviews.jobId,
          customerName: users.userName,
          ...reviewColumns,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.customerId))
        .where(eq(reviews.businessId, userId))
        .orderBy(desc(reviews.createdAt));
    },

    async ledger(userId: string) {
      return db
        .select({
          amount: creditEntries.amount,
          kind: creditEntries.kind,
          reason: creditEntries.reason,
          reasonValues: creditEntries.reasonValues,
          createdAt: creditEntries.createdAt,
        })
        .from(creditEntries)
        .where(eq(creditEntries.userId, userId))
        .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id));
    },

    async purchases(userId: string) {
      return db
        .select({
          id: purchases.id,
          planId: purchases.planId,
          credits: purchases.credits,
          bonusCredits: purchases.bonusCredits,
          amountCents: purchases.amountCents,
          currency: purchases.currency,
          status: purchases.status,
          failureMessage: purchases.failureMessage,
          createdAt: purchases.createdAt,
        })
        .from(purchases)
        .where(eq(purchases.userId, userId))
        .orderBy(desc(purchases.createdAt));
    },

    async notifications(userId: string) {
      return db
        .select({
          kind: notifications.kind,
          values: notifications.values,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt));
    },
  };
}

export type AccountSettingsRepository = ReturnType<typeof accountSettingsRepository>;
