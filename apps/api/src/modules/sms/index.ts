import type { ModuleContext } from '../../context';
import { devSmsGateway } from '../../infra/sms';
import { smsOutboxHandlers } from './outbox';
import { devSmsHandlers } from './routes';

/**
 * Texts: the outbox's `sms` messages through the context's gateway (infra/sms), and
 * GET /dev/sms outside production.
 */
export function smsModule({ config, db, sms }: ModuleContext) {
  return {
    routes: config.NODE_ENV !== 'production' ? devSmsHandlers(devSmsGateway(db)) : {},
    outbox: smsOutboxHandlers(sms),
  };
}
