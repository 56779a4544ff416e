import type { ModuleContext } from '../../context';
import type { FailureLimiter } from '../auth';
import { jobOutboxHandlers } from './outbox';
import { phoneVerificationService } from './phone';
import { jobHandlers } from './routes';
import { type JobServiceDeps, jobService } from './service';

export { currencyOfLocality, jobTitleOf, presentJobPhotos, presentLocality } from './present';
export { returnMessages, UNOPENED_QUOTE_RETURN_MS } from './service';

/** The customer's side: phone checks, posting jobs, their quotes, hiring, returns. */
export function jobsModule(
  { config, db, clock, realtime, siteOrigin, wakeOutbox, notify, metrics, storage }: ModuleContext,
  deps: { limiter: FailureLimiter } & Pick<
    JobServiceDeps,
    'registerVisitor' | 'welcomeVisitor' | 'presentAccount' | 'encodePhoto'
  >,
) {
  const phone = phoneVerificationService({
    db,
    clock,
    limiter: deps.limiter,
    codesPerIpHour: config.SMS_CODES_PER_IP_HOUR,
  });
  const jobs = jobService({
    db,
    clock,
    phone,
    registerVisitor: deps.registerVisitor,
    welcomeVisitor: deps.welcomeVisitor,
    presentAccount: deps.presentAccount,
    encodePhoto: deps.encodePhoto,
    storage,
    realtime,
    wakeOutbox,
    notify,
    metrics,
  });
  return {
    service: jobs,
    routes: jobHandlers({ jobs, phone }),
    outbox: jobOutboxHandlers(jobs, siteOrigin),
  };
}
