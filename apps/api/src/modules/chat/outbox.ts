import type { OutboxHandlers } from '../../infra/outbox';
import type { ChatService } from './service';

/** Outbox: e-mail the recipient of a message still unread after 15 minutes. */
export function chatOutboxHandlers(
  chat: ChatService,
  /** The site's origin, for links in e-mails. */
  siteOrigin: string,
): Pick<OutboxHandlers, 'message-unread-check'> {
  return {
    'message-unread-check': async ({ messageId }) =>
      void (await chat.unreadCheck(messageId, siteOrigin)),
  };
}
