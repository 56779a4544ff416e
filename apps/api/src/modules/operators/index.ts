import type { ModuleContext } from '../../context';
import { moderationFigures } from './figures';
import { leadReportDecisions } from './leadReportDecisions';
import { operatorRepository } from './repository';
import { reviewReportDecisions } from './reviewReportDecisions';
import { spamQueue } from './spam';
import { supportDesk } from './support';
import { operatorHandlers } from './routes';
import { operatorService } from './service';

export { operatorMessages } from './service';

/** Operators and their second factor, without the console's routes (the command line, tests). */
export function operatorAccounts(
  { db, clock }: Pick<ModuleContext, 'db' | 'clock'>,
  deps: { hashToken(token: string): string },
) {
  return operatorService({
    db,
    clock,
    operators: operatorRepository(db),
    hashToken: deps.hashToken,
  });
}

/** Quoteway staff: the second factor, the console's access rule, its queues and the audit log. */
export function operatorsModule(
  context: Pick<ModuleContext, 'db' | 'clock' | 'notify' | 'realtime' | 'wakeOutbox'>,
  deps: { hashToken(token: string): string },
) {
  const operators = operatorRepository(context.db);
  const service = operatorService({ ...context, operators, hashToken: deps.hashToken });
  const leadReports = leadReportDecisions({ ...context, operators });
  const reviewReports = reviewReportDecisions({ ...context, operators });
  const spam = spamQueue({ ...context, operators });
  const support = supportDesk({ ...context, operators });
  const figures = moderationFigures(context);
  return {
    service,
    routes: operatorHandlers({
      operators: service,
      leadReports,
      reviewReports,
      spam,
      support,
      figures,
    }),
  };
}
export { hashRecoveryCode } from './totp';
