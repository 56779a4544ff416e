import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { gazetteerRepository } from './modules/gazetteer/repository';
import { gazetteerHandlers } from './modules/gazetteer/routes';
import { gazetteerService } from './modules/gazetteer/service';
import { chatHandlers } from './modules/chat/routes';
import { chatService } from './modules/chat/service';
import { healthRepository } from './modules/health/repository';
import { healthHandlers } from './modules/health/routes';
import { phoneVerificationService } from './modules/jobs/phone';
import { jobHandlers } from './modules/jobs/routes';
import { jobService } from './modules/jobs/service';
import { leadHandlers } from './modules/leads/routes';
import { leadService } from './modules/leads/service';
import { devSmsGateway } from './modules/sms/gateway';
import { devSmsHandlers } from './modules/sms/routes';
import { accessGuard } from './plugins/app/access';
import { registerErrorHandler } from './plugins/app/errorHandler';
import { registerRealtime } from './plugins/app/realtime';
import { mountRoutes } from './plugins/app/routeTable';
import {
  devMailboxEnabled,
  devMailboxHandlers,
  registerDevMailboxPage,
} from './modules/mail/devMailboxRoutes';
import { createMailer } from './modules/mail/mailer';
import { devMailboxRepository } from './modules/mail/repository';
import { renderEmail } from './modules/mail/templates';
import { createOutboxWorker, registerOutboxWorker } from './modules/outbox/worker';
import { professionRepository } from './modules/professions/repository';
import { professionHandlers } from './modules/professions/routes';
import { professionService } from './modules/professions/service';
import { failureLimiter } from './modules/auth/failureLimiter';
import { accountRepository } from './modules/auth/repository';
import { enqueue } from './modules/outbox/enqueue';
import { authHandlers } from './modules/auth/routes';
import { paymentGateway } from './modules/credits/paymentGateway';
import { creditBalance } from './modules/credits/lots';
import { creditHandlers } from './modules/credits/routes';
import { creditService } from './modules/credits/service';
import { profileRepository } from './modules/profile/repository';
import { profileHandlers } from './modules/profile/routes';
import { profileService } from './modules/profile/service';
import { createFileStorage } from './modules/storage/storage';
import { accountService } from './modules/auth/service';
import { sessionStore } from './modules/auth/sessions';
import { businessNumberHandlers } from './modules/registers/routes';
import { businessNumberService, recheckBusinessNumber } from './modules/registers/service';
import { socialHandlers } from './modules/social/routes';
import { socialSignInService } from './modules/social/service';
import { apiRoot } from './paths';
import { registerDocs } from './plugins/external/docs';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSecurity } from './plugins/external/security';
import { registerWeb } from './plugins/external/web';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to the system clock; tests pass a fixed one. */
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
  /** Run background workers (the outbox) while the app is up; tests pass false and call them. */
  startWorkers?: boolean;
}

/** Log lines never carry credentials: these paths are replaced before writing. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** One-time secrets that travel in query strings (e-mailed links, OAuth callbacks). */
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;

/** The request as logged: the URL without its secrets. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Build the whole HTTP app (API, docs, web apps) from config; used by server.ts and tests. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
  startWorkers = true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
      ...(!logStream && config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Validation errors are answered by our error handler with every failing field.
    schemaErrorFormatter: (errors, dataVar) => {
      const error = new Error(`${dataVar} is invalid`) as Error & { validation: unknown };
      error.validation = errors;
      return error;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorateRequest('account', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);

  await registerSecurity(app, config.NODE_ENV === 'production');
  await registerRateLimit(app, { max: config.RATE_LIMIT_MAX, redisUrl: config.REDIS_URL });
  await registerDocs(app, config.PUBLIC_URL);
  // Multipart uploads: one file per request; each route sets its own size limit.
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12, fileSize: 10 * 1024 * 1024 },
  });

  const { db } = database;
  const gazetteer = gazetteerService(gazetteerRepository(db));
  const professions = professionService(professionRepository(db));

  const sessions = sessionStore(db, clock, config.SESSION_TTL_DAYS);
  // Links in e-mails and alerts made outside a request (the outbox worker).
  const siteOrigin = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;
  // (module services: one line each)
  const businessNumbers = businessNumberService(config, app.log);
  const accountRepo = accountRepository(db);
  // The card processor: Stripe when STRIPE_SECRET_KEY is set, else the embedded sandbox.
  const credits = creditService({ db, clock, gateway: paymentGateway(config, clock) });
  const socialSignIn = socialSignInService({ db, config, clock, sessions });
  const mailer = createMailer(config, db, app.log);
  const devMailbox = devMailboxRepository(db);
  const outboxWorker = createOutboxWorker({
    db,
    clock,
    log: app.log,
    handlers: {
      email: (p) =>
        mailer.send({ to: p.to, template: p.template, ...renderEmail(p.template, p.data) }),
      // A purchase left pending: settle it from the processor's record of the charge.
      'reconcile-purchase': ({ purchaseId }) => credits.reconcilePurchase(purchaseId, siteOrigin),
      'expire-credits': ({ userId }) => credits.expireCredits(userId),
      sms: (p) => sms.send(p),
      'lead-alerts': async ({ jobId }) => void (await leads.sendLeadAlerts(jobId, siteOrigin)),
      'quote-return-check': async ({ quoteId }) =>
        void (await jobs.returnIfUnopened(quoteId, siteOrigin)),
      'message-unread-check': async ({ messageId }) =>
        void (await chat.unreadCheck(messageId, siteOrigin)),
      'recheck-business-number': async ({ userId }) => {
        const result = await recheckBusinessNumber(db, businessNumbers, userId, clock);
        // Still unreachable: fail the attempt so the worker retries with back-off.
        if (result.retry) throw new Error(`register unreachable: ${result.message}`);
        // The register now refuses a number we accepted while it was down: tell the business.
        const owner = result.rejected ? await accountRepo.findById(userId) : undefined;
        const business = owner ? await accountRepo.findBusiness(userId) : undefined;
        if (owner && business) {
          await enqueue(
            db,
            'email',
            {
              to: owner.email,
              template: 'business-number-rejected',
              data: {
                name: owner.userName,
                number: business.businessNumber,
                reason: result.message,
                link: `${config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`}/leads/settings`,
              },
            },
            clock.now(),
          );
        }
      },
    },
  });
  // Uploads: S3 when S3_BUCKET is set, else DATA_DIR/uploads.
  const storage = createFileStorage(config, config.DATA_DIR);
  const accounts = accountService({
    db,
    repository: accountRepo,
    sessions,
    limiter: failureLimiter(db, clock),
    clock,
    registers: businessNumbers,
    passphrase: config.PASSWORD_PASSPHRASE,
    creditBalance: (userId, now) => creditBalance(db, userId, now),
    onVerified: (tx, userId) => jobs.publishPending(tx, userId),
  });
  const realtime = registerRealtime(app, {
    sessions,
    repository: accountRepo,
    redisUrl: config.REDIS_URL,
  });
  const sms = devSmsGateway(db);
  const phone = phoneVerificationService({ db, clock, limiter: failureLimiter(db, clock) });
  const wakeOutbox = () => outboxWorker.wake();
  const jobs = jobService({
    db,
    clock,
    phone,
    registerVisitor: (tx, poster, origin) => accounts.registerVisitor(tx, poster, origin),
    realtime,
    wakeOutbox,
  });
  const leads = leadService({ db, clock, realtime, wakeOutbox });
  const chat = chatService({
    db,
    clock,
    realtime,
    storage,
    limiter: failureLimiter(db, clock),
    mediaSecret: config.MEDIA_URL_SECRET ?? randomBytes(32).toString('base64url'),
    wakeOutbox,
  });

  const profile = profileService({ accounts, repository: profileRepository(db), storage });
  const devMailboxOn = devMailboxEnabled(config);
  const devSmsOn = config.NODE_ENV !== 'production';
  await app.register(
    async (api) => {
      mountRoutes(api, {
        guard: accessGuard(sessions, accountRepo),
        envelopeKey: config.LEAD_ENVELOPE_KEY,
        publicUrl: config.PUBLIC_URL,
        handlers: {
          ...healthHandlers({ kind: database.kind, health: healthRepository(db) }),
          ...gazetteerHandlers({ gazetteer }),
          ...professionHandlers({ professions }),
          ...authHandlers({ accounts, sessions, savedCard: (userId) => credits.card(userId) }),
          ...profileHandlers({ profile }),
          ...businessNumberHandlers({ businessNumbers }),
          ...socialHandlers({ social: socialSignIn }),
          ...jobHandlers({ jobs, phone }),
          ...leadHandlers({ leads }),
          ...creditHandlers({ credits }),
          ...chatHandlers({ chat }),
          ...(devSmsOn ? devSmsHandlers(sms) : {}),
          ...(devMailboxOn ? devMailboxHandlers(devMailbox) : {}),
        },
      });
    },
    { prefix: '/api' },
  );
  // (background work and non-API pages: one line each)
  registerOutboxWorker(app, outboxWorker, { start: startWorkers });
  await registerDevMailboxPage(app, { config, mailbox: devMailbox });

  await registerWeb(app, { appsDir: config.WEB_DIST_DIR ?? path.join(apiRoot(), '..') });

  return app;
}
