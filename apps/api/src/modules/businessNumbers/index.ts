import type { ModuleContext } from '../../context';
import { businessNumberOutboxHandlers } from './outbox';
import { businessNumberHandlers } from './routes';
import { businessNumberService } from './service';

export {
  type BusinessNumberService,
  businessNumberService,
  recheckBusinessNumber,
} from './service';

/**
 * Business numbers: the spec's checks (format first, then the context's registers, see
 * infra/registers), what an unreachable register means, and the re-checks through the outbox.
 */
export function businessNumbersModule({ db, clock, log, siteOrigin, registers }: ModuleContext) {
  const businessNumbers = businessNumberService(registers, log);
  return {
    service: businessNumbers,
    routes: businessNumberHandlers({ businessNumbers }),
    outbox: businessNumberOutboxHandlers({ db, businessNumbers, clock, siteOrigin }),
  };
}
