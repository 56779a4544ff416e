import type { RouteHandlers } from '../../plugins/app/routeTable';
import type { PhoneVerificationService } from './phone';
import type { JobService } from './service';

type JobHandlers = Pick<
  RouteHandlers,
  | 'startPhoneVerification'
  | 'confirmPhone'
  | 'postJob'
  | 'myJobs'
  | 'myJob'
  | 'hire'
  | 'completeJob'
  | 'cancelJob'
  | 'addJobPhoto'
>;

/** Posting jobs (with a texted code) and the customer's side of them. */
export function jobHandlers(deps: {
  jobs: JobService;
  phone: PhoneVerificationService;
}): JobHandlers {
  const { jobs, phone } = deps;
  return {
    startPhoneVerification: async ({ body, request, locale }) =>
      phone.start(body.mobile, request.ip, locale),
    confirmPhone: async ({ params, body }) => phone.confirm(params.id, body.code),
    postJob: async ({ account, body, origin, locale, request }) =>
      jobs.post(account, body, origin, locale, request.headers['user-agent']),
    myJobs: async ({ account, query }) => jobs.myJobs(account, query),
    myJob: async ({ account, params, origin }) => jobs.myJob(account, params.id, origin),
    hire: async ({ account, params, body, origin }) =>
      jobs.hire(account, params.id, body.quoteId, origin),
    completeJob: async ({ account, params, origin }) => jobs.complete(account, params.id, origin),
    cancelJob: async ({ account, params, origin }) => jobs.cancel(account, params.id, origin),
    addJobPhoto: async ({ account, params, file }) => jobs.addPhoto(account, params.id, file.bytes),
  };
}
