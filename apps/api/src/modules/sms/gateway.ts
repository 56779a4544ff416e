import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devSms } from '../../db/schema';

/** Sends a text message. The outbox calls it, so a failure is retried. */
export interface SmsGateway {
  send(message: { to: string; body: string }): Promise<void>;
}

/**
 * Embedded mode's SMS gateway: texts land in the `dev_sms` table and are shown at
 * `GET /api/dev/sms` (never in production). A carrier adapter implements the same interface.
 */
export function devSmsGateway(db: Database): SmsGateway & {
  latest(options: { to?: string; limit: number }): Promise<DevText[]>;
} {
  return {
    async send({ to, body }) {
      await db.insert(devSms).values({ to, body });
    },
    async latest({ to, limit }) {
      const rows = await db
        .select()
        .from(devSms)
        .where(to ? eq(devSms.to, to) : undefined)
        .orderBy(desc(devSms.id))
        .limit(limit);
      return rows.map((r) => ({ to: r.to, body: r.body, sentAt: r.createdAt.toISOString() }));
    },
  };
}

export interface DevText {
  to: string;
  body: string;
  sentAt: string;
}
