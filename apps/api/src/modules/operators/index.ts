import type { ModuleContext } from '../../context';
import { businessNumberService } from '../businessNumbers';
import { taxSellersOf } from '../credits';
import { moderationFigures } from './figures';
import { leadReportDecisions } from './leadReportDecisions';
import { paymentQueue } from './payments';
import { verificationQueue } from './verifications';
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
  context: Pick<
    ModuleContext,
    | 'config'
    | 'db'
    | 'clock'
    | 'log'
    | 'notify'
    | 'realtime'
    | 'wakeOutbox'
    | 'payments'
    | 'metrics'
    | 'registers'
  >,
  deps: { hashToken(token: string): string },
) {
  const operators = operatorRepository(context.db);
  const service = operatorService({ ...context, operators, hashToken: deps.hashToken });
  const leadReports = leadReportDecisions({ ...context, operators });
  const reviewReports = reviewReportDecisions({ ...context, operators });
  const spam = spamQueue({ ...context, operators });
  const payments = paymentQueue({ ...context, sellers: taxSellersOf(context.config), operators });
  const verifications = verificationQueue({
    ...context,
    businessNumbers: businessNumberService(context.registers, context.log),
    operators,
  });
  const support = supportDesk({ ...context, operators });
  const figures = moderationFigures(context);
  return {
    service,
    routes: operatorHandlers({
      operators: service,
      leadReports,
      reviewReports,
      spam,
      payments,
      verifications,
      support,
      figures,
    }),
  };
}
export { hashRecoveryCode } from './totp';
