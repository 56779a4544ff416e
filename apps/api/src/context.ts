import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './infra/clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Notify } from './modules/notifications';
import type { Realtime } from './plugins/app/realtime';

/** What app.ts gives every module's factory (`modules/<area>/index.ts`). */
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
}
