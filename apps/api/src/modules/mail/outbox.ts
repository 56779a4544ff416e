import { isLocale } from '@quoteway/i18n/server';
import type { Mailer } from '../../infra/mail';
import type { OutboxHandlers } from '../../infra/outbox';
import type { RecipientRepository } from './repository';
import { renderEmail } from './templates';

/**
 * Outbox: send an `email` message through the mailer, rendered from its template in the
 * recipient's language: the one their account stores when it is sent (so a change of
 * language applies to mail still queued); English for an address with no account.
 */
export function mailOutboxHandlers(
  mailer: Mailer,
  recipients: RecipientRepository,
): Pick<OutboxHandlers, 'email'> {
  return {
    email: async (p) => {
      const stored = await recipients.localeOf(p.to);
      const locale = isLocale(stored) ? stored : 'en';
      await mailer.send({
        to: p.to,
        template: p.template,
        ...renderEmail(p.template, p.data, locale),
      });
    },
  };
}
