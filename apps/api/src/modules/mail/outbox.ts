import type { OutboxHandlers } from '../outbox';
import type { Mailer } from './mailer';
import { renderEmail } from './templates';

/** Outbox: send an `email` message through the mailer, rendered from its template. */
export function mailOutboxHandlers(mailer: Mailer): Pick<OutboxHandlers, 'email'> {
  return {
    email: (p) =>
      mailer.send({ to: p.to, template: p.template, ...renderEmail(p.template, p.data) }),
  };
}
