import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { NotificationService } from './service';

type NotificationHandlers = Pick<
  RouteHandlers,
  'notifications' | 'markNotificationRead' | 'markAllNotificationsRead' | 'applications'
>;

/** The header's popovers: notifications (read, read all) and applications. */
export function notificationHandlers({
  notifications,
}: {
  notifications: NotificationService;
}): NotificationHandlers {
  return {
    notifications: async ({ account, query, locale }) =>
      notifications.list(account, query.limit, locale),
    markNotificationRead: async ({ account, params }) => notifications.read(account, params.id),
    markAllNotificationsRead: async ({ account }) => notifications.readAll(account),
    applications: async ({ account, locale }) => notifications.applications(account, locale),
  };
}
