import type { ModuleContext } from '../../context';
import { devSmsGateway } from '../../infra/sms/gateway';
import { smsOutboxHandlers } from './outbox';
import { devSmsHandlers } from './routes';

/** Texts: the outbox's `sms` messages through the gateway, and GET /dev/sms outside production. */
export function smsModule({ config, db }: ModuleContext) {
  const sms = devSmsGateway(db);
  return {
    routes: config.NODE_ENV !== 'production' ? devSmsHandlers(sms) : {},
    outbox: smsOutboxHandlers(sms),
  };
}
