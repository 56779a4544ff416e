import type { ModuleContext } from '../../context';
import { pushOutboxHandlers } from './outbox';
import { pushHandlers } from './routes';
import { pushService } from './service';

/** Lead alerts on the phone: businesses' devices subscribed to Web Push, and the pushes. */
export function pushModule({ db, clock, config, wakeOutbox }: ModuleContext) {
  const push = pushService({ db, clock, config, wakeOutbox });
  return { routes: pushHandlers({ push }), outbox: pushOutboxHandlers(push) };
}
