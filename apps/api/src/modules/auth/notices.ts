import type { EmailTemplate } from '@quoteway/contracts';
import type { Queryable } from '../../db/client';
import { enqueue } from '../../infra/outbox';
import type { UserRow } from './repository';

/** The settings page of the person's app: the business console's, or the customer's. */
function settingsPath(user: Pick<UserRow, 'userType'>): string {
  return user.userType === 'Business User' ? '/leads/settings' : '/settings';
}

/**
 * Tell the account's address that something about the account changed, in the transaction
 * of the change. `change` is a catalog message (`/*i18n*\/`) filled from `values` when the
 * e-mail is rendered, so it reads in the recipient's language.
 */
export async function queueAccountNotice(
  tx: Queryable,
  user: Pick<UserRow, 'email' | 'userName' | 'userType'>,
  notice: {
    template?: Extract<EmailTemplate, 'account-changed' | 'password-changed' | 'email-changed'>;
    change?: string;
    values?: Record<string, string>;
    origin: string;
    now: Date;
    to?: string;
  },
): Promise<void> {
  await enqueue(
    tx,
    'email',
    {
      to: notice.to ?? user.email,
      template: notice.template ?? 'account-changed',
      data: {
        name: user.userName,
        link: `${notice.origin}${settingsPath(user)}`,
        ...(notice.change ? { change: notice.change } : {}),
        ...notice.values,
      },
    },
    notice.now,
  );
}
