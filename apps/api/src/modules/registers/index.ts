import type { ModuleContext } from '../../context';
import { registerOutboxHandlers } from './outbox';
import { businessNumberHandlers } from './routes';
import { businessNumberService } from './service';

/** Business-number checks with the registers, and their re-checks through the outbox. */
export function registersModule({ config, db, clock, log, siteOrigin }: ModuleContext) {
  const businessNumbers = businessNumberService(config, log);
  return {
    service: businessNumbers,
    routes: businessNumberHandlers({ businessNumbers }),
    outbox: registerOutboxHandlers({ db, businessNumbers, clock, siteOrigin }),
  };
}
