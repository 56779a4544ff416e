import type { OutboxHandlers } from '../../infra/outbox';
import type { NotificationService } from './service';

/** Outbox: deliver a notification (realtime, a text) and, when due, its e-mail. */
export function notificationOutboxHandlers(
  notifications: NotificationService,
): Pick<OutboxHandlers, 'notification' | 'notification-email'> {
  return {
    notification: ({ notificationId }) => notifications.deliver(notificationId),
    'notification-email': async (payload) => void (await notifications.sendEmail(payload)),
  };
}
