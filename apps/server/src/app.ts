// Builds the Fastify application from its parts; main.ts listens, tests call inject().
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { vacuumAndAnalyzeChangedTables } from './db/embedded-upkeep.ts';
import { adminListingRoutes } from './features/admin-listings/routes.ts';
import { adminMediFinderRoutes } from './features/admin-medi-finder/routes.ts';
import { adminUserRoutes } from './features/admin-users/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { cartRoutes } from './features/cart/routes.ts';
import { createAnswerCache } from './features/catalogue/answer-cache.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mediFinderRoutes } from './features/medi-finder/routes.ts';
import { mediFinderOwnerRoutes } from './features/medi-finder-owners/routes.ts';
import { OIDC_CALLBACK_PATH, oidcRoutes } from './features/oidc/routes.ts';
import { forgetExpiredLoginAttempts } from './features/oidc/service.ts';
import { passwordResetRoutes } from './features/password-reset/routes.ts';
import { forgetExpiredResetLinks } from './features/password-reset/service.ts';
import { createStandInJobQueue, type StandInJobQueue } from './features/payments/job-queue-port.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { createPaymentRail, type PaymentRail } from './features/payments/service.ts';
import { plannerRoutes } from './features/planner/routes.ts';
import { registrationRoutes } from './features/registration/routes.ts';
import { forgetExpiredRegistrations } from './features/registration/service.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { secondFactorRoutes } from './features/second-factor/routes.ts';
import { forgetExpiredChallenges } from './features/second-factor/service.ts';
import { siteConfigRoutes } from './features/site-config/routes.ts';
import { vendorAreaRoutes } from './features/vendor-area/routes.ts';
import { imagesInUse } from './features/vendor-area/service.ts';
import { vendorOnboardingRoutes } from './features/vendor-onboarding/routes.ts';
import { vendorRequestRoutes } from './features/vendor-requests/routes.ts';
import { venueRoutes } from './features/venues/routes.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { answerClientError } from './platform/client-errors.ts';
import { errorBody, registerErrorHandling } from './platform/errors.ts';
import {
  createLogTransport,
  createSmtpTransport,
  type MailTransport,
} from './platform/mail/mail-transport.ts';
import { createOutboxDispatcher, type OutboxDispatcher } from './platform/mail/outbox.ts';
import { deleteOldDeliveredMessages } from './platform/mail/outbox-queries.ts';
import { createProviderClient } from './platform/oidc/provider-client.ts';
import { createOverpassClient, type OverpassClient } from './platform/overpass/overpass-client.ts';
import { createMobileMoneyProvider } from './platform/payments/create-provider.ts';
import type { MobileMoneyProvider } from './platform/payments/mobile-money-provider.ts';
import { pruneRateLimitWindows } from './platform/rate-limit.ts';
import { checkRefusals, describeRefusals } from './platform/route-refusals.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createAfricasTalkingTransport, createLogSmsTransport } from './platform/sms/sms-transport.ts';
import { createDiskStorage } from './platform/storage/disk-storage.ts';
import { mediaRoutes } from './platform/storage/media-routes.ts';
import type { Storage } from './platform/storage/storage.ts';
import { sweepUnusedImages } from './platform/storage/sweep-unused-images.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  adapters?: {
    mail?: MailTransport;
    sms?: MailTransport;
    storage?: Storage;
    overpass?: OverpassClient;
    /** Tests: a provider of their own (else the one config.payments names). */
    payments?: MobileMoneyProvider | null;
  };
  /** How long a venue search waits for Overpass before serving an older copy; tests shorten it. */
  venueSearchPatienceMs?: number;
  /** Tests: answer 500 for a refusal its route does not list (platform/route-refusals.ts), recording each. */
  checkRefusals?: { recordTo?: string | undefined };
  /** Timers for background work (outbox retries); tests leave them off and call drain(). */
  backgroundJobs?: boolean;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxDispatcher;
    /** Uploaded files (listing photos, logos): DATA_DIR/media unless a test gives its own. */
    storage: Storage;
    /** The mobile-money rail (features/payments/service.ts): features register purposes and start payments. */
    payments: PaymentRail;
    /** TEMPORARY until branch `jobs` is merged (then app.jobs): the queue the payment jobs run on. */
    paymentJobs: StandInJobQueue;
  }
}

const OUTBOX_INTERVAL_MS = 30_000;
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/** A housekeeping task too heavy for every round (it reads every stored file): its first round, then daily. */
function onceADay(task: () => Promise<unknown>): () => Promise<void> {
  let last = 0;
  return async () => {
    if (Date.now() - last < 24 * 60 * 60_000) return;
    last = Date.now();
    await task();
  };
}

// A hop count means "the nearest n proxies": the address they saw is the client's (what proxy-addr does for numbers).
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp({
  config,
  database,
  adapters = {},
  backgroundJobs = false,
  checkRefusals: refusalCheck,
  logger,
  venueSearchPatienceMs,
}: AppOptions) {
  const loggerOptions = logger ?? { level: config.LOG_LEVEL };
  const app = Fastify({
    ...(typeof (loggerOptions as FastifyBaseLogger).child === 'function'
      ? { loggerInstance: loggerOptions as FastifyBaseLogger }
      : { logger: loggerOptions as FastifyServerOptions['logger'] }),
    trustProxy: trustedProxies(config.TRUST_PROXY),
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (refusalCheck) checkRefusals(app, refusalCheck.recordTo);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY'); // no page of ours is meant to be framed (clickjacking)
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  registerSecurityHeaders(app, config);

  const mail =
    adapters.mail ??
    (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : createLogTransport(app.log));
  const sms =
    adapters.sms ??
    (config.SMS_USERNAME && config.SMS_API_KEY
      ? createAfricasTalkingTransport({
          url: config.SMS_API_URL,
          username: config.SMS_USERNAME,
          apiKey: config.SMS_API_KEY,
          senderId: config.SMS_SENDER_ID,
        })
      : createLogSmsTransport(app.log));
  const outbox = createOutboxDispatcher(database.db, { email: mail, sms }, app.log);
  app.decorate('outbox', outbox);
  const storage = adapters.storage ?? createDiskStorage(path.join(config.DATA_DIR, 'media'));
  app.decorate('storage', storage);
  const paymentJobs = createStandInJobQueue();
  app.decorate('paymentJobs', paymentJobs);
  const payments = createPaymentRail({
    db: database.db,
    jobs: paymentJobs,
    provider:
      adapters.payments === undefined
        ? createMobileMoneyProvider(config.payments, database.db)
        : adapters.payments,
    settings: config.payments,
    log: app.log,
  });
  app.decorate('payments', payments);
  let maintenance: NodeJS.Timeout | undefined;
  if (backgroundJobs) {
    paymentJobs.poll(app.log);
    outbox.start(OUTBOX_INTERVAL_MS);
    outbox.kick(); // mail left pending by a previous process
    // Clearing out what has expired; each task on its own, so one failing does not stop the others.
    type Task = [what: string, task: (db: typeof database.db) => Promise<void>];
    const housekeeping: Task[] = [
      ['pruning rate limits', pruneRateLimitWindows],
      ['deleting expired OpenID sign-in attempts', forgetExpiredLoginAttempts],
      ['deleting expired password-reset links', forgetExpiredResetLinks],
      ['deleting expired registrations', forgetExpiredRegistrations],
      ['deleting expired sign-in code steps', forgetExpiredChallenges],
      ['deleting old delivered messages', deleteOldDeliveredMessages],
      [
        'deleting image files nothing uses',
        onceADay(() => sweepUnusedImages(storage, () => imagesInUse(database.db))),
      ],
      ...(database.kind === 'pglite'
        ? [['vacuuming and analysing changed tables', vacuumAndAnalyzeChangedTables] satisfies Task]
        : []),
    ];
    maintenance = setInterval(() => {
      for (const [what, task] of housekeeping) {
        task(database.db).catch((error) => app.log.warn({ err: error }, `${what} failed`));
      }
    }, MAINTENANCE_INTERVAL_MS);
    maintenance.unref();
  }
  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    paymentJobs.stop();
    await outbox.stop();
    mail.close();
    sms.close();
  });

  await app.register(fastifyCookie);
  registerAccessControl(app, database.db);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sherehe API', version: '1' },
      servers: [{ url: '/' }],
    },
    transform: (input) => describeRefusals(jsonSchemaTransform(input), input.route),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        db: database.db,
        limits: {
          signInPerAddress: config.SIGN_IN_ATTEMPTS_PER_ADDRESS,
          signInPerIdentifier: config.SIGN_IN_ATTEMPTS_PER_IDENTIFIER,
        },
      });
      await api.register(secondFactorRoutes, { db: database.db });
      await api.register(registrationRoutes, {
        db: database.db,
        config,
        outbox,
        registrationsPerAddress: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      });
      const redirectUri = `${config.PUBLIC_URL}/api/v1${OIDC_CALLBACK_PATH}`;
      const provider = config.oidc ? createProviderClient(config.oidc, redirectUri) : null;
      await api.register(oidcRoutes, { db: database.db, provider, redirectUri });
      await api.register(passwordResetRoutes, { db: database.db, config, outbox });
      await api.register(adminUserRoutes, { db: database.db });
      await api.register(siteConfigRoutes, { config });
      await api.register(vendorRequestRoutes, { db: database.db, config, outbox });
      await api.register(vendorAreaRoutes, { db: database.db, storage });
      await api.register(cartRoutes, { db: database.db });
      await api.register(reviewRoutes, { db: database.db });
      await api.register(catalogueRoutes, { db: database.db, answers: createAnswerCache(database.db) });
      await api.register(vendorOnboardingRoutes, { db: database.db, config, outbox });
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
    },
    { prefix: '/api/v1' },
  );

  await app.register(mediaRoutes, { storage });
  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
