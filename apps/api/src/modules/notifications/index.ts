import type { ModuleContext } from '../../context';
import { notificationOutboxHandlers } from './outbox';
import { notificationHandlers } from './routes';
import { notificationService } from './service';

export type { Notify } from '../../context';
export {
  createNotifier,
  notificationLinks,
  notifyQuotesOpened,
} from './service';

/** Notifications: the header's popover, applications, and their delivery (realtime, text, e-mail). */
export function notificationsModule({
  db,
  clock,
  realtime,
  siteOrigin,
  wakeOutbox,
}: ModuleContext) {
  const notifications = notificationService({ db, clock, realtime, siteOrigin, wakeOutbox });
  return {
    service: notifications,
    routes: notificationHandlers({ notifications }),
    outbox: notificationOutboxHandlers(notifications),
  };
}
