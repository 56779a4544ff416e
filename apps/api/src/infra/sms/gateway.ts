import type { Database } from '../../db/client';
import { devSmsRepository } from './repository';

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
  const repository = devSmsRepository(db);
  return {
    async send({ to, body }) {
      await repository.add({ to, body });
    },
    async latest({ to, limit }) {
      const rows = await repository.latest({ to, limit });
      return rows.map((r) => ({ to: r.to, body: r.body, sentAt: r.createdAt.toISOString() }));
    },
  };
}

export interface DevText {
  to: string;
  body: string;
  sentAt: string;
}
