import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../context';
import { devMailboxEnabled, devMailboxHandlers, registerDevMailboxPage } from './devMailboxRoutes';
import { createMailer } from '../../infra/mail/mailer';
import { mailOutboxHandlers } from './outbox';
import { devMailboxRepository, recipientRepository } from './repository';

/** Mail: SMTP or the dev mailbox, the outbox's `email` messages, the dev mailbox pages. */
export function mailModule({ config, db, log }: ModuleContext) {
  const mailbox = devMailboxRepository(db);
  return {
    routes: devMailboxEnabled(config) ? devMailboxHandlers(mailbox) : {},
    outbox: mailOutboxHandlers(createMailer(config, db, log), recipientRepository(db)),
    /** GET /dev/mailbox, outside the API (only where the dev mailbox is enabled). */
    registerPage: (app: FastifyInstance) => registerDevMailboxPage(app, { config, mailbox }),
  };
}
