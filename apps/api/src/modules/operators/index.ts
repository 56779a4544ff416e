import type { ModuleContext } from '../../context';
import { operatorRepository } from './repository';
import { operatorHandlers } from './routes';
import { operatorService } from './service';

export { operatorMessages } from './service';

/** Quoteway staff: the second factor, the console's access rule and the audit log. */
export function operatorsModule(
  { db, clock }: Pick<ModuleContext, 'db' | 'clock'>,
  deps: { hashToken(token: string): string },
) {
  const service = operatorService({
    db,
    clock,
    operators: operatorRepository(db),
    hashToken: deps.hashToken,
  });
  return { service, routes: operatorHandlers({ operators: service }) };
}
