import { MAX_QUOTES_PER_JOB } from '@quoteway/domain';
import { sql } from 'drizzle-orm';
import { placeholder, type Queryable, statementOnce } from '../../db/client';
import { conversations, draftLeads, jobs, messages, quotes } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;
type NewQuote = typeof quotes.$inferInsert;

/**
 * A quote's job as its statement found it, row-locked, and the quote, when the job took it:
 * open, not full, and at the price the business was shown.
 */
export interface QuotedJob {
  customerId: string;
  status: JobRow['status'];
  quotesCount: number;
  credits: number;
  quote: { quoteId: string; conversationId: string } | null;
}

/**
 * A quote in one statement (built once, prepared by name on the transaction's connection):
 * lock the job row (quotes on one job queue here, so the fifth is the last); if it is open,
 * not full and at the offered price, write the conversation (made, or its last message time
 * moved), the quote, the conversation's first message (the quote's comment) and the job's
 * quote count, and drop the business's draft of it. The job's row comes back either way, for
 * the caller to say why a refused quote was refused.
 */
const quoteJobStatement = statementOnce<{
  customerId: string;
  status: JobRow['status'];
  quotesCount: number;
  credits: number;
  quoteId: string | null;
  conversationId: string | null;
}>(
  'leads_quote_job',
  () => sql`WITH job AS (
      SELECT id, customer_id, status, quotes_count, credits
      FROM ${jobs} WHERE id = ${placeholder('jobId')}::uuid FOR UPDATE
    ), taking AS (
      SELECT id, customer_id, credits FROM job
      WHERE status = 'open' AND quotes_count < ${placeholder('maxQuotes')}::int
        AND credits = ${placeholder('offered')}::int
    ), conv AS (
      INSERT INTO ${conversations} (job_id, customer_id, business_id, created_at, last_message_at)
      SELECT taking.id, taking.customer_id, ${placeholder('businessId')}::uuid,
             ${placeholder('at')}::timestamptz, ${placeholder('at')}::timestamptz
      FROM taking
      ON CONFLICT (job_id, customer_id, business_id)
        DO UPDATE SET last_message_at = EXCLUDED.last_message_at
      RETURNING id
    ), q AS (
      INSERT INTO ${quotes} (job_id, business_id, est_type, est_cents, comment, checkboxes,
                             gst_included, credits, status, conversation_id, created_at)
      SELECT taking.id, ${placeholder('businessId')}::uuid, ${placeholder('estType')}::text,
             ${placeholder('estCents')}::int, ${placeholder('comment')}::text, ${placeholder('checkboxes')}::jsonb,
             ${placeholder('gstIncluded')}::boolean, taking.credits, 'sent', conv.id, ${placeholder('at')}::timestamptz
      FROM taking CROSS JOIN conv
      RETURNING id, conversation_id
    ), m AS (
      INSERT INTO ${messages} (conversation_id, sender_id, body, message_type, quote_id, sent_at)
      SELECT q.conversation_id, ${placeholder('businessId')}::uuid, ${placeholder('comment')}::text, 'quote',
             q.id, ${placeholder('at')}::timestamptz
      FROM q
    ), counted AS (
      UPDATE ${jobs} SET quotes_count = quotes_count + 1
      WHERE id = ${placeholder('jobId')}::uuid AND EXISTS (SELECT 1 FROM q)
    ), undrafted AS (
      DELETE FROM ${draftLeads}
      WHERE job_id = ${placeholder('jobId')}::uuid AND business_id = ${placeholder('businessId')}::uuid
        AND EXISTS (SELECT 1 FROM q)
    )
    SELECT job.customer_id AS "customerId", job.status, job.quotes_count AS "quotesCount",
           job.credits, q.id AS "quoteId", q.conversation_id AS "conversationId"
    FROM job LEFT JOIN q ON true`,
);

/** SQL for quoting on a lead. */
export function quoteRepository(db: Queryable) {
  return {
    /**
     * Quote on the job, in one statement (`quoteJobStatement`): the job's row, locked, and the
     * quote if the job took it; undefined when there is no such job. Call inside a
     * transaction. A second quote by the business on the job is a unique violation
     * (quotes_job_business_key).
     */
    async quoteJob(values: {
      jobId: string;
      businessId: string;
      /** The price the business was shown: the job takes the quote only at that price. */
      offeredCredits: number;
      estType: string;
      estCents: number;
      comment: string;
      checkboxes: NewQuote['checkboxes'];
      gstIncluded: boolean;
      at: Date;
    }): Promise<QuotedJob | undefined> {
      const [row] = await quoteJobStatement(db, {
        jobId: values.jobId,
        businessId: values.businessId,
        offered: values.offeredCredits,
        maxQuotes: MAX_QUOTES_PER_JOB,
        estType: values.estType,
        estCents: values.estCents,
        comment: values.comment,
        checkboxes: JSON.stringify(values.checkboxes),
        gstIncluded: values.gstIncluded,
        at: values.at.toISOString(),
      });
      if (!row) return undefined;
      const { quoteId, conversationId, ...job } = row;
      return {
        ...job,
        quotesCount: Number(job.quotesCount),
        credits: Number(job.credits),
        quote: quoteId && conversationId ? { quoteId, conversationId } : null,
      };
    },
  };
}
