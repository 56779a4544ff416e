import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { ModuleContext } from './context';
import { type DatabaseHandle, onSessionDataWrites } from './db/client';
import { createInfra } from './infra';
import { type Clock, systemClock } from './infra/clock';
import { noMetrics, prometheusMetrics } from './infra/metrics';
import { createOutboxWorker, registerOutboxWorker } from './infra/outbox';
import { accountModule } from './modules/account';
import {
  accountRepository,
  authModule,
  failureLimiter,
  hashToken,
  sessionCache,
  sessionStore,
  wireSessionCache,
} from './modules/auth';
import { businessesModule, encodePhoto } from './modules/businesses';
import { businessNumbersModule } from './modules/businessNumbers';
import { chatModule } from './modules/chat';
import { contentModule } from './modules/content';
import { reviewsModule } from './modules/reviews';
import { creditsModule } from './modules/credits';
import { gazetteerModule } from './modules/gazetteer';
import { healthModule } from './modules/health';
import { jobsModule } from './modules/jobs';
import { leadsModule } from './modules/leads';
import { mailModule } from './modules/mail';
import { createNotifier, notificationsModule } from './modules/notifications';
import { operatorMessages, operatorsModule } from './modules/operators';
import { pushModule } from './modules/push';
import { professionsModule } from './modules/professions';
import { profileModule } from './modules/profile';
import { publicPagesModule } from './modules/publicPages';
import { smsModule } from './modules/sms';
import { socialModule } from './modules/social';
import { apiRoot } from './paths';
import { accessGuard } from './plugins/app/access';
import { createFastify } from './plugins/app/fastify';
import { registerMetrics } from './plugins/app/metrics';
import { registerRealtime } from './plugins/app/realtime';
import { mountRoutes } from './plugins/app/routeTable';
import { stripeSources } from './plugins/external/security';
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
  /**
   * Load the bundled place files not loaded yet once the server listens (`app.placesReady`).
   * Only the server does: tests start from a database with the places they need.
   */
  loadPlaces?: boolean;
  /**
   * Whether the demo data is in: the server seeds it once it listens, and readyz answers
   * unavailable until then. Default: always (nothing to seed).
   */
  demoSeeded?: () => boolean;
}

/** Build the whole HTTP app (API, docs, web apps) from config; used by server.ts and tests. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
  startWorkers = true,
  loadPlaces = false,
  demoSeeded = () => true,
}: AppDependencies): Promise<FastifyInstance> {
  const app = await createFastify(config, logStream);
  const { db } = database;
  const repository = accountRepository(db);
  // Signed-in calls answer their session from this process's cache when they can; any write
  // that could change a session's answer drops it here and in every other process.
  const cache = sessionCache();
  const stopWatching = onSessionDataWrites(db, () => cache.drop());
  const sessions = sessionStore(db, clock, config.SESSION_TTL_DAYS, stopWatching && cache);
  const limiter = failureLimiter(db, clock);
  // prom-client is loaded only by a process whose metrics someone may read.
  const metrics = config.METRICS_TOKEN ? await prometheusMetrics() : noMetrics;
  registerMetrics(app, { metrics, token: config.METRICS_TOKEN });
  const realtime = await registerRealtime(app, {
    sessions,
    redisUrl: config.REDIS_URL,
    metrics,
  });
  wireSessionCache(cache, realtime.otherProcesses, app.log);
  app.addHook('onClose', async () => stopWatching?.());
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  // Once draining, each answer ends its connection, so the balancer keeps no idle connection
  // to this process that the close could cut under a request it is just sending.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const context: ModuleContext = {
    config,
    db,
    clock,
    log: app.log,
    realtime,
    // Links in e-mails and alerts made outside a request (the outbox worker).
    siteOrigin: config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`,
    wakeOutbox: () => worker.wake(),
    notify: createNotifier({
      clock,
      emailDelaySeconds: config.NOTIFICATION_EMAIL_DELAY_SECONDS,
    }),
    ...createInfra(config, { db, clock, log: app.log }),
    metrics,
  };

  // The modules. Accounts and jobs need each other: each reaches the other by a callback.
  const businessNumbers = businessNumbersModule(context);
  const credits = creditsModule(context);
  const auth = authModule(context, {
    repository,
    sessions,
    limiter,
    registers: businessNumbers.service,
    creditBalance: (userId, now) => credits.service.balance(userId, now),
    savedCard: (userId) => credits.service.card(userId),
    isOperator: (userId) => operators.service.isOperator(userId),
    // Jobs posted before the account was verified go live with the verification.
    onVerified: (tx, userId) => jobs.service.publishPending(tx, userId),
  });
  const jobs = jobsModule(context, {
    limiter,
    registerVisitor: (tx, poster, locale) => auth.service.registerVisitor(tx, poster, locale),
    welcomeVisitor: (tx, user, job, request) => auth.service.welcomeVisitor(tx, user, job, request),
    presentAccount: (user) => auth.service.toAuthUser(user),
    encodePhoto,
  });
  const leads = leadsModule(context);
  const chat = chatModule(context, { limiter });
  const businesses = businessesModule(context);
  const mail = mailModule(context);
  const sms = smsModule(context);
  const publicPages = publicPagesModule(context);
  const gazetteer = gazetteerModule(context);
  const notifications = notificationsModule(context);
  const operators = operatorsModule(context, { hashToken });
  const push = pushModule(context);

  const worker = createOutboxWorker({
    db,
    clock,
    log: app.log,
    metrics,
    handlers: {
      ...mail.outbox,
      ...sms.outbox,
      ...businessNumbers.outbox,
      ...credits.outbox,
      ...jobs.outbox,
      ...leads.outbox,
      ...chat.outbox,
      ...notifications.outbox,
      ...push.outbox,
    },
  });
  const handlers = {
    ...healthModule(context, {
      kind: database.kind,
      placesState: gazetteer.placesState,
      demoSeeded,
      serving: () => !draining,
      redisAnswers: () => realtime.redisAnswers(),
    }).routes,
    ...gazetteer.routes,
    ...professionsModule(context).routes,
    ...contentModule().routes,
    ...auth.routes,
    ...accountModule(context, { sessions, limiter, accounts: repository }).routes,
    ...profileModule(context, { accounts: auth.service }).routes,
    ...businessNumbers.routes,
    ...socialModule(context, { sessions }).routes,
    ...jobs.routes,
    ...leads.routes,
    ...credits.routes,
    ...chat.routes,
    ...notifications.routes,
    ...reviewsModule(context).routes,
    ...businesses.routes,
    ...sms.routes,
    ...mail.routes,
    ...operators.routes,
    ...push.routes,
  };
  const guard = accessGuard(sessions, operators.service, operatorMessages.secondFactorFirst);
  const { LEAD_ENVELOPE_KEY: envelopeKey, PUBLIC_URL: publicUrl } = config;
  await app.register(async (api) => mountRoutes(api, { guard, envelopeKey, publicUrl, handlers }), {
    prefix: '/api',
  });
  registerOutboxWorker(app, worker, { start: startWorkers });
  gazetteer.registerPlaces(app, { load: loadPlaces });
  await mail.registerPage(app);
  await registerWeb(app, {
    appsDir: config.WEB_DIST_DIR ?? path.join(apiRoot(), '..'),
    pages: publicPages.pages(app),
    publicUrl,
    thirdParties: stripeSources(config),
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Start shutting down (server.ts, on SIGTERM): readyz answers 503 and every answer closes
     * its connection; requests are still served until `close()`.
     */
    drain(): void;
  }
}
