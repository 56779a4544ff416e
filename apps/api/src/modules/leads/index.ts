import type { ModuleContext } from '../../context';
import { leadOutboxHandlers } from './outbox';
import { leadHandlers } from './routes';
import { leadService } from './service';

/** The business's side: lead lists, quoting, drafts, service area, lead alerts. */
export function leadsModule({
  db,
  clock,
  realtime,
  siteOrigin,
  wakeOutbox,
  notify,
  metrics,
}: ModuleContext) {
  const leads = leadService({ db, clock, realtime, wakeOutbox, notify, metrics });
  return { routes: leadHandlers({ leads }), outbox: leadOutboxHandlers(leads, siteOrigin) };
}
