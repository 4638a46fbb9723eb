// Builds the Fastify application from its parts; main.ts listens, tests call inject().
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { adminListingRoutes } from './features/admin-listings/routes.ts';
import { adminMediFinderRoutes } from './features/admin-medi-finder/routes.ts';
import { adminMoneyRoutes } from './features/admin-money/routes.ts';
import { adminOverviewRoutes } from './features/admin-overview/routes.ts';
import { adminPayoutRoutes } from './features/admin-payouts/routes.ts';
import { adminUserRoutes } from './features/admin-users/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { availabilityRoutes } from './features/availability/routes.ts';
import { registerCardWork } from './features/cards/card-release.ts';
import { publicCardRoutes } from './features/cards/public-routes.ts';
import { cardRoutes } from './features/cards/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { createAnswerCache } from './features/catalogue/answer-cache.ts';
import { createListingCards } from './features/catalogue/listing-cards.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { contactChangeRoutes } from './features/contact-change/routes.ts';
import { registerConversationWork } from './features/conversations/answer-reminder.ts';
import { conversationPhotoRoutes } from './features/conversations/photo-routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { doorRoutes } from './features/door/routes.ts';
import { adminEventRoutes } from './features/events/admin-routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { guestRoutes } from './features/guests/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { heldMessageRoutes } from './features/held-messages/routes.ts';
import { mediFinderRoutes } from './features/medi-finder/routes.ts';
import { mediFinderOwnerRoutes } from './features/medi-finder-owners/routes.ts';
import { adminNewsRoutes } from './features/news/admin-routes.ts';
import { registerNewsWork } from './features/news/news-jobs.ts';
import { newsRoutes } from './features/news/routes.ts';
import { registerNotificationWork } from './features/notifications/notification-work.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import { OIDC_CALLBACK_PATH, oidcRoutes } from './features/oidc/routes.ts';
import { disputeRoutes } from './features/orders/dispute-routes.ts';
import { registerOrderWork } from './features/orders/order-work.ts';
import { orderRoutes } from './features/orders/routes.ts';
import { passwordResetRoutes } from './features/password-reset/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { createPaymentRail, type PaymentRail } from './features/payments/service.ts';
import { registerPayoutWork } from './features/payouts/payout-work.ts';
import { payoutRoutes } from './features/payouts/routes.ts';
import { plannerRoutes } from './features/planner/routes.ts';
import { registerPledgeWork } from './features/pledges/pledge-work.ts';
import { pledgeRoutes } from './features/pledges/routes.ts';
import { reconciliationRoutes } from './features/reconciliation/routes.ts';
import { registrationRoutes } from './features/registration/routes.ts';
import { registerReminderWork } from './features/reminders/reminder-jobs.ts';
import { reminderRoutes } from './features/reminders/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { secondFactorRoutes } from './features/second-factor/routes.ts';
import { siteConfigRoutes } from './features/site-config/routes.ts';
import { vendorAreaRoutes } from './features/vendor-area/routes.ts';
import { vendorOnboardingRoutes } from './features/vendor-onboarding/routes.ts';
import { vendorRequestRoutes } from './features/vendor-requests/routes.ts';
import { venueRoutes } from './features/venues/routes.ts';
import { withdrawalRoutes } from './features/withdrawals/routes.ts';
import { withdrawalSettled } from './features/withdrawals/withdrawal-outcome.ts';
import { registerHousekeeping } from './housekeeping-jobs.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { answerClientError } from './platform/client-errors.ts';
import { createDrain, type Drain } from './platform/drain.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { logFields } from './platform/log-context.ts';
import type { MailTransport } from './platform/mail/mail-transport.ts';
import { deliverMessage, messageDelivery } from './platform/mail/outbox.ts';
import { outboxTransports } from './platform/mail/outbox-transports.ts';
import { readAppFigures } from './platform/metrics/app-readings.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { metricsRoutes, watchRequests } from './platform/metrics/metrics-routes.ts';
import { createProviderClient } from './platform/oidc/provider-client.ts';
import { onHeldBack, recordHeldRefusals, setSiteAllowance } from './platform/outbound/budget.ts';
import { createOverpassClient, type OverpassClient } from './platform/overpass/overpass-client.ts';
import { createPayoutProvider } from './platform/payments/create-payout-provider.ts';
import { createMobileMoneyProvider } from './platform/payments/create-provider.ts';
import type { MobileMoneyProvider } from './platform/payments/mobile-money-provider.ts';
import type { PayoutProvider } from './platform/payments/payout-provider.ts';
import type { PushSender } from './platform/push/push-sender.ts';
import { vapidKeySource } from './platform/push/vapid-keys.ts';
import { createWebPushSender } from './platform/push/web-push-sender.ts';
import { OneLinePerRequest } from './platform/request-log.ts';
import { serializerCompiler } from './platform/response-serializer.ts';
import { checkRefusals } from './platform/route-refusals.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { openConfiguredStorage } from './platform/storage/configured-storage.ts';
import { mediaRoutes } from './platform/storage/media-routes.ts';
import type { Storage } from './platform/storage/storage.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  adapters?: {
    mail?: MailTransport;
    sms?: MailTransport;
    whatsApp?: MailTransport;
    storage?: Storage;
    overpass?: OverpassClient;
    /** Tests: a provider of their own (else the one config.payments names). */
    payments?: MobileMoneyProvider | null;
    /** Tests: a push sender of their own (else web-push to whatever endpoints browsers registered). */
    push?: PushSender;
    /** Tests: a payout provider of their own (else the one config.payments names). */
    payouts?: PayoutProvider | null;
  };
  /** How long a venue search waits for Overpass before serving an older copy; tests shorten it. */
  venueSearchPatienceMs?: number;
  /** Tests: answer 500 for a refusal its route does not list (platform/route-refusals.ts), recording each. */
  checkRefusals?: { recordTo?: string | undefined };
  /** Poll the job queue and run its schedules (platform/jobs); tests leave it off and call app.jobs.drain(). */
  backgroundJobs?: boolean;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work (platform/jobs/job-queue.ts): features enqueue in their transactions and register handlers. */
    jobs: JobQueue;
    /** Uploaded files (listing photos, logos): DATA_DIR/media unless a test gives its own. */
    storage: Storage;
    /** The mobile-money rail (features/payments/service.ts): features register purposes and start payments. */
    payments: PaymentRail;
    /** Whether the instance is leaving (platform/drain.ts): main.ts starts it on SIGTERM. */
    drain: Drain;
    /** Prometheus figures (platform/metrics): /metrics here with METRICS_TOKEN, or main.ts's METRICS_PORT listener. */
    metrics: Metrics;
  }
}

// A hop count means "the nearest n proxies": the address they saw is the client's (what proxy-addr does for numbers).
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Every schema is zod's. Given as the server's compilers (what setValidatorCompiler and setSerializerCompiler install),
 * Fastify never loads its defaults, ajv and fast-json-stringify: 0.15 s of every start. The option is typed for ajv.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export async function buildApp({
  config,
  database,
  adapters = {},
  backgroundJobs = false,
  checkRefusals: refusalCheck,
  logger,
  venueSearchPatienceMs,
}: AppOptions) {
  const loggerOptions = logger ?? { level: config.LOG_LEVEL, mixin: logFields };
  const app = Fastify({
    ...(typeof (loggerOptions as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: loggerOptions as FastifyBaseLogger }
      : { logger: loggerOptions as FastifyServerOptions['logger'] }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // A caller's (or proxy's) request id is kept when it looks like one, so logs line up across hops.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    // Errors before routing (a malformed URL such as /%) get the same error body as everything else.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .type('application/json')
        .send(JSON.stringify(errorBody('validation', 'request.bad_address')));
    },
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  registerErrorHandling(app);
  // Served at /metrics with a token, or on a port of their own: the request timings and Node's figures only then.
  const metricsServed = config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
  const metrics = createMetrics({ log: app.log, processFigures: metricsServed });
  app.decorate('metrics', metrics);
  watchRequests(app, metrics, { timed: metricsServed });
  const stopCountingHeld = onHeldBack((held) => metrics.outboundHeld.inc(held));
  recordHeldRefusals(app, database.db);
  setSiteAllowance(config.OUTBOUND_SITE_PER_HOUR);
  if (refusalCheck) checkRefusals(app, refusalCheck.recordTo);
  registerSecurityHeaders(app, config);

  const outbox = outboxTransports(config, adapters, app.log);
  const { sms } = outbox;
  const jobs = createJobQueue(database, {
    log: app.log,
    polling: backgroundJobs,
    onFailure: (job) => metrics.jobFailures.inc({ job }),
  });
  app.decorate('jobs', jobs);
  const drain = createDrain();
  app.decorate('drain', drain);
  const storage = adapters.storage ?? openConfiguredStorage(config);
  app.decorate('storage', storage);
  const payments = createPaymentRail({
    db: database.db,
    jobs,
    provider:
      adapters.payments === undefined
        ? createMobileMoneyProvider(config.payments, database.db)
        : adapters.payments,
    settings: config.payments,
    log: app.log,
  });
  app.decorate('payments', payments);
  // A demo machine (the payment simulator, no SMS or WhatsApp gateway) keeps each text whole, so the demo phone can
  // show it, and takes its STOP replies; anywhere else a delivered body goes (it may hold a live link), and with a real
  // gateway anyone could read a number's texts or say STOP for it.
  const demoPhoneTexts =
    payments.simulator() !== null && sms.delivery === 'logged' && outbox.whatsapp.delivery === 'logged';
  jobs.work(
    deliverMessage,
    messageDelivery(database.db, outbox, app.log, {
      keepSmsBodies: demoPhoneTexts,
    }),
  );
  const orderDeps = {
    db: database.db,
    jobs,
    payments,
    paymentSettings: config.payments,
    publicUrl: config.PUBLIC_URL,
  };
  registerOrderWork(orderDeps);
  registerConversationWork({ db: database.db, jobs });
  const reminderDeps = {
    db: database.db,
    jobs,
    publicUrl: config.PUBLIC_URL,
    inboundSecret: config.SMS_INBOUND_SECRET,
    whatsAppWebhook: { appSecret: config.whatsApp.appSecret, verifyToken: config.whatsApp.verifyToken },
    demoPhone: () => demoPhoneTexts,
  };
  registerReminderWork(reminderDeps);
  // Pledges share the orders' needs (database, queue, rail, payment limits, the public address for links).
  registerPledgeWork(orderDeps);
  // Cards held for a pledge go out when a payment meets their rule (the pledges feature enqueues the job).
  const cardDeps = { db: database.db, jobs, publicUrl: config.PUBLIC_URL };
  registerCardWork(cardDeps);
  const payoutDeps = {
    db: database.db,
    jobs,
    provider:
      adapters.payouts === undefined ? createPayoutProvider(config.payments, database.db) : adapters.payouts,
    log: app.log,
    publicUrl: config.PUBLIC_URL,
    eventPayoutSettled: withdrawalSettled,
  };
  registerPayoutWork(payoutDeps);
  const newsDeps = { db: database.db, storage, jobs, publicUrl: config.PUBLIC_URL };
  registerNewsWork(newsDeps);
  const vapidKeys = vapidKeySource(database.db, config.push.vapidKeys);
  const notificationDeps = {
    db: database.db,
    jobs,
    push:
      adapters.push ??
      createWebPushSender({ vapidKeys, subject: config.push.subject, timeoutMs: config.push.timeoutMs }),
    vapidKeys,
    settings: config.push,
    log: app.log,
  };
  registerNotificationWork(notificationDeps);
  registerHousekeeping(jobs, database, storage);
  // Stop taking jobs and let the running ones finish before the gateways close (the database closes after the app).
  readAppFigures(metrics, { database, jobs, payments });
  app.addHook('onClose', async () => {
    stopCountingHeld();
    await jobs.stop();
    for (const transport of Object.values(outbox)) transport.close();
  });

  await app.register(fastifyCookie);
  registerAccessControl(app, database.db);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, drain });
      await api.register(authRoutes, {
        db: database.db,
        limits: {
          signInPerAddress: config.SIGN_IN_ATTEMPTS_PER_ADDRESS,
          signInPerIdentifier: config.SIGN_IN_ATTEMPTS_PER_IDENTIFIER,
        },
      });
      await api.register(contactChangeRoutes, { db: database.db, config, jobs });
      await api.register(secondFactorRoutes, { db: database.db });
      await api.register(registrationRoutes, {
        db: database.db,
        config,
        jobs,
        registrationsPerAddress: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      });
      const redirectUri = `${config.PUBLIC_URL}/api/v1${OIDC_CALLBACK_PATH}`;
      const provider = config.oidc ? createProviderClient(config.oidc, redirectUri) : null;
      await api.register(oidcRoutes, { db: database.db, provider, redirectUri });
      await api.register(passwordResetRoutes, { db: database.db, config, jobs });
      await api.register(adminUserRoutes, { db: database.db });
      await api.register(adminOverviewRoutes, { db: database.db });
      await api.register(adminMoneyRoutes, { db: database.db });
      await api.register(heldMessageRoutes, { db: database.db });
      await api.register(siteConfigRoutes, { config });
      await api.register(vendorRequestRoutes, { db: database.db, config, jobs });
      await api.register(vendorAreaRoutes, { db: database.db, storage });
      await api.register(cartRoutes, { db: database.db });
      await api.register(availabilityRoutes, { db: database.db });
      await api.register(reviewRoutes, { db: database.db });
      await api.register(conversationRoutes, orderDeps);
      await api.register(conversationPhotoRoutes, { ...orderDeps, storage });
      await api.register(catalogueRoutes, {
        db: database.db,
        answers: createAnswerCache(database.db, metrics.catalogueCounts('answers')),
        cards: createListingCards(metrics.catalogueCounts('cards')),
      });
      await api.register(vendorOnboardingRoutes, { db: database.db, config, jobs });
      await api.register(adminListingRoutes, { db: database.db });
      await api.register(venueRoutes, {
        db: database.db,
        overpass: adapters.overpass ?? createOverpassClient({ url: config.OVERPASS_URL }),
        searchesPerMinute: config.VENUE_SEARCHES_PER_MINUTE,
        patienceMs: venueSearchPatienceMs,
      });
      await api.register(plannerRoutes, { db: database.db });
      await api.register(mediFinderRoutes, { db: database.db });
      await api.register(mediFinderOwnerRoutes, { db: database.db });
      await api.register(adminMediFinderRoutes, { db: database.db });
      await api.register(paymentRoutes, { payments });
      await api.register(orderRoutes, orderDeps);
      await api.register(disputeRoutes, { ...orderDeps, storage });
      const eventDeps = { db: database.db, storage, publicUrl: config.PUBLIC_URL };
      await api.register(eventRoutes, eventDeps);
      await api.register(adminEventRoutes, eventDeps);
      await api.register(reminderRoutes, reminderDeps);
      await api.register(pledgeRoutes, orderDeps);
      await api.register(guestRoutes, { db: database.db, publicUrl: config.PUBLIC_URL });
      await api.register(cardRoutes, cardDeps);
      await api.register(publicCardRoutes, { db: database.db, storage });
      await api.register(doorRoutes, { db: database.db });
      await api.register(payoutRoutes, payoutDeps);
      await api.register(adminPayoutRoutes, payoutDeps);
      await api.register(reconciliationRoutes, { db: database.db });
      await api.register(withdrawalRoutes, payoutDeps);
      await api.register(newsRoutes, newsDeps);
      await api.register(adminNewsRoutes, newsDeps);
      await api.register(notificationRoutes, notificationDeps);
    },
    { prefix: '/api/v1' },
  );

  await app.register(mediaRoutes, { storage });
  // With METRICS_PORT the figures are served there only (main.ts); without a token they are not served here at all.
  if (config.METRICS_TOKEN !== undefined && config.METRICS_PORT === undefined) {
    await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
  }
  await registerWebApp(app, config.WEB_DIST_DIR);
  // Every handler is registered by now: the queues exist before the first request can enqueue. A database that is
  // down now does not stop the app (it answers 503 until the database is back; the queue tries again).
  await jobs.start().catch((error: unknown) => {
    app.log.warn({ err: error }, 'the job queue could not start; trying again');
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
