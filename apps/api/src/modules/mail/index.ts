import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../context';
import { devMailboxRepository } from '../../infra/mail';
import { devMailboxEnabled, devMailboxHandlers, registerDevMailboxPage } from './devMailboxRoutes';
import { mailOutboxHandlers } from './outbox';
import { recipientRepository } from './repository';

/**
 * The e-mails Quoteway sends: the outbox's `email` messages rendered from their templates in
 * the recipient's language and handed to the context's mailer (infra/mail), and the dev
 * mailbox pages.
 */
export function mailModule({ config, db, mailer }: ModuleContext) {
  const mailbox = devMailboxRepository(db);
  return {
    routes: devMailboxEnabled(config) ? devMailboxHandlers(mailbox) : {},
    outbox: mailOutboxHandlers(mailer, recipientRepository(db)),
    /** GET /dev/mailbox, outside the API (only where the dev mailbox is enabled). */
    registerPage: (app: FastifyInstance) => registerDevMailboxPage(app, { config, mailbox }),
  };
}
