import type { EmailTemplate } from '@quoteway/contracts';
import type { NotificationKind } from '@quoteway/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Queryable } from './db/client';
import type { Clock } from './infra/clock';
import type { Mailer } from './infra/mail';
import type { Metrics } from './infra/metrics';
import type { OutboxItem } from './infra/outbox';
import type { PaymentGateway } from './infra/payments';
import type { BusinessRegisters } from './infra/registers';
import type { SmsGateway } from './infra/sms';
import type { FileStorage } from './infra/storage';
import type { Realtime } from './plugins/app/realtime';

/**
 * What app.ts gives every module's factory (`modules/<area>/index.ts`). The adapters to the
 * outside world come as interfaces (src/infra), so a test can run a module with real ones on
 * PGlite and a fixed clock. Nothing here imports a module: modules import this.
 */
export interface ModuleContext {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Sends realtime events to a user's sockets. */
  realtime: Realtime;
  /** The site's origin, for links made outside a request (the outbox worker). */
  siteOrigin: string;
  /** Nudge the outbox worker: something was queued that should go out at once. */
  wakeOutbox(): void;
  /** Tell a person something happened, in the caller's transaction (modules/notifications). */
  notify: Notify;
  /** Sends e-mail: SMTP with SMTP_URL, else the dev mailbox table. */
  mailer: Mailer;
  /** Sends texts (the dev SMS table; a carrier adapter implements the same interface). */
  sms: SmsGateway;
  /** Uploaded files: the S3 bucket with S3_BUCKET, else DATA_DIR/uploads. */
  storage: FileStorage;
  /** The government business registers (NZBN, ABR). */
  registers: BusinessRegisters;
  /** The card processor: Stripe with STRIPE_SECRET_KEY, else the sandbox. */
  payments: PaymentGateway;
  /** Counts for operators (`/metrics`); records nothing without METRICS_TOKEN. */
  metrics: Pick<Metrics, 'count'>;
}

/** What `notify` is told: who, which kind, the sentence's values, where it leads. */
interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** The values of the kind's sentence (names, places, numbers; trades as their English name). */
  values: Record<string, string | number>;
  /** The app path opening it leads to (`notificationLinks`). */
  link: string;
  /** The e-mail that goes with it, unless the person reads it first or chose no e-mail. */
  email?: { template: EmailTemplate; data: Record<string, string> };
  /**
   * Other side effects of the same change, queued in the same statement as the notification
   * (one round trip fewer in a transaction that holds locks).
   */
  alsoQueue?: OutboxItem[];
}

/** Write a notification in the caller's transaction; answers its id (modules/notifications). */
export type Notify = (tx: Queryable, input: NotifyInput) => Promise<string>;
