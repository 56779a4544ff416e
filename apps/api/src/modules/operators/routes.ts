import type { FastifyRequest } from 'fastify';
import { Forbidden, roleRefusals } from '../../errors';
import { bearerToken } from '../../plugins/app/access';
import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { LeadReportDecisions } from './leadReportDecisions';
import type { PaymentQueue } from './payments';
import type { ReviewReportDecisions } from './reviewReportDecisions';
import type { OperatorService } from './service';
import type { SpamQueue } from './spam';
import type { VerificationQueue } from './verifications';
import type { SupportDesk } from './support';
import type { ModerationFigures } from './figures';

type OperatorHandlers = Pick<
  RouteHandlers,
  | 'operatorSecondFactor'
  | 'adminMe'
  | 'addOperator'
  | 'auditLog'
  | 'leadReportQueue'
  | 'decideLeadReport'
  | 'reviewReportQueue'
  | 'decideReviewReport'
  | 'spamAccounts'
  | 'adminOverview'
  | 'markSpam'
  | 'purchaseQueue'
  | 'refundPurchase'
  | 'verificationQueue'
  | 'recheckBusiness'
  | 'decideVerification'
  | 'adminPeopleSearch'
  | 'adminPerson'
  | 'adminEndSessions'
  | 'adminCreditAdjustment'
  | 'moderationFigures'
>;

/** The session token the guard admitted (the console is opened per session). */
function tokenOf(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw new Forbidden(roleRefusals.operator);
  return token;
}

/** The operator console: second factor, operators, audit log. */
export function operatorHandlers({
  operators,
  leadReports,
  reviewReports,
  spam,
  payments,
  verifications,
  support,
  figures,
}: {
  operators: OperatorService;
  leadReports: LeadReportDecisions;
  reviewReports: ReviewReportDecisions;
  spam: SpamQueue;
  payments: PaymentQueue;
  verifications: VerificationQueue;
  support: SupportDesk;
  figures: ModerationFigures;
}): OperatorHandlers {
  return {
    operatorSecondFactor: async ({ account, request, body }) =>
      operators.passSecondFactor(account.id, tokenOf(request), body.code),
    adminMe: async ({ request }) => operators.me(tokenOf(request)),
    adminOverview: async ({ request }) => operators.overview(tokenOf(request)),
    addOperator: async ({ request, body }) => operators.addOperator(tokenOf(request), body),
    auditLog: async ({ request, query }) => operators.auditLog(tokenOf(request), query),
    leadReportQueue: async ({ request, query }) =>
      operators.leadReportQueue(tokenOf(request), query),
    decideLeadReport: async ({ request, params, body, origin }) =>
      leadReports.decide(await operators.authorize(tokenOf(request)), params.id, body, origin),
    reviewReportQueue: async ({ request, query }) => {
      await operators.authorize(tokenOf(request));
      return reviewReports.queue(query);
    },
    spamAccounts: async ({ request, query }) => {
      await operators.authorize(tokenOf(request));
      return spam.list(query.limit);
    },
    markSpam: async ({ request, params, body }) =>
      spam.mark(await operators.authorize(tokenOf(request)), params.id, body),
    purchaseQueue: async ({ request, query }) => {
      await operators.authorize(tokenOf(request));
      return payments.list(query);
    },
    refundPurchase: async ({ request, params, body, origin }) =>
      payments.refund(await operators.authorize(tokenOf(request)), params.id, body, origin),
    verificationQueue: async ({ request, query }) => {
      await operators.authorize(tokenOf(request));
      return verifications.list(query);
    },
    recheckBusiness: async ({ request, params }) =>
      verifications.recheck(await operators.authorize(tokenOf(request)), params.businessId),
    decideVerification: async ({ request, params, body, origin }) =>
      verifications.decide(
        await operators.authorize(tokenOf(request)),
        params.businessId,
        body,
        origin,
      ),
    decideReviewReport: async ({ request, params, body, origin }) =>
      reviewReports.decide(await operators.authorize(tokenOf(request)), params.id, body, origin),
    adminPeopleSearch: async ({ request, query }) => {
      await operators.authorize(tokenOf(request));
      return support.search(query);
    },
    adminPerson: async ({ request, params, locale }) => {
      await operators.authorize(tokenOf(request));
      return support.person(params.userId, locale);
    },
    adminEndSessions: async ({ request, params, body }) =>
      support.endSessions(await operators.authorize(tokenOf(request)), params.userId, body),
    adminCreditAdjustment: async ({ request, params, body }) =>
      support.adjustCredits(await operators.authorize(tokenOf(request)), params.userId, body),
    // Public: the figures are published for everyone.
    moderationFigures: async ({ query }) => figures.byMonth(query.months),
  };
}
