// config → database → app → listen; SIGTERM/SIGINT stop accepting, finish in-flight requests and running jobs (the
// app's onClose stops the job queue), then close the database.
import pino from 'pino';
import { ConfigError, parseConfig } from './config.ts';
import { openConfiguredDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './operations/prepare-database.ts';
import { logFields } from './platform/log-context.ts';
import { listenForMetrics, type MetricsListener } from './platform/metrics/metrics-port.ts';
import { diskMediaDir, openConfiguredStorage } from './platform/storage/configured-storage.ts';
import { startBanner, startingLine, wantsHumanOutput } from './start-banner.ts';

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig(process.env, { serving: true });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Each time Node's event loop has nothing left to wait on, Node blocks until V8's background work is done, and PGlite's
// WebAssembly keeps that busy compiling for a while: between the start-up's awaits the loop ran empty, costing 0.25 s of
// every start. A timer gives it something to wait on until the server listens.
const holdLoop = setInterval(() => {}, 1_000);

// The app's modules load while the database opens and is checked, not after (under tsx; the bundle `npm start` runs
// has loaded their packages before this line, as a bundle hoists every package's import).
const appModule = import('./app.ts');
appModule.catch(() => {}); // a failure is reported where it is awaited, below

// A person at a terminal who chose no LOG_LEVEL gets a few human lines instead of the info-level JSON log.
const human = wantsHumanOutput(process.env, process.stdout.isTTY === true);
const log = pino({ level: human ? 'warn' : config.LOG_LEVEL, mixin: logFields });
let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
// The first start creates the embedded database, migrates it and adds the demo data: a minute of nothing to see.
if (human) console.log(startingLine());
try {
  database = await openConfiguredDatabase(config, {
    serving: true,
    onConnectionLost: (error) =>
      log.warn({ err: error }, 'a PostgreSQL connection was lost; the pool opens a new one when needed'),
  });
} catch (error) {
  if (error instanceof DataDirInUseError) log.fatal(error.message);
  else log.fatal({ err: error }, 'could not open the database');
  process.exit(1);
}
let demo = false;
try {
  ({ demo } = await prepareDatabase(database, config.seedDemo, log, openConfiguredStorage(config)));
} catch (error) {
  log.fatal({ err: error }, 'could not prepare the database');
  await database.close().catch(() => {});
  process.exit(1);
}

const { buildApp } = await appModule;
const app = await buildApp({ config, database, backgroundJobs: true, logger: log });

let metricsListener: MetricsListener | undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // SIGTERM is a deploy or an orchestrator taking the instance out: it says so on /ready and serves on while the load
  // balancer notices. Ctrl-C at a terminal (SIGINT) is a person waiting: no drain.
  const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
  const force = setTimeout(() => {
    log.error('shutdown took longer than the drain and 15 s; exiting');
    process.exit(1);
  }, drainMs + 15_000);
  force.unref();
  if (drainMs > 0) {
    app.drain.start();
    log.info(
      { signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS },
      'leaving: /ready answers 503, serving on',
    );
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  log.info({ signal }, 'shutting down: finishing in-flight requests');
  if (human) console.log('\n  Stopping: finishing the requests under way…');
  try {
    await app.close();
    // Scraped until the app has closed (it says how the drain went), but not after the database closes.
    await metricsListener?.close();
    await database.close();
    log.info('stopped cleanly');
    if (human) console.log('  Stopped.');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.HOST, port: config.PORT });
  clearInterval(holdLoop);
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.DATA_DIR : undefined,
      // One machine's disk, or the bucket every instance shares: the first thing to check when images go missing.
      uploads: config.objectStore ? `s3://${config.objectStore.bucket}` : diskMediaDir(config),
    },
    `Sherehe is serving at ${url}`,
  );
  if (human) console.log(startBanner({ url, database: database.kind, dataDir: config.DATA_DIR, demo }));
  if (config.METRICS_PORT !== undefined) {
    metricsListener = await listenForMetrics(app.metrics, {
      host: config.HOST,
      port: config.METRICS_PORT,
      token: config.METRICS_TOKEN,
      log,
    });
    log.info(
      { host: config.HOST, port: config.METRICS_PORT },
      'metrics served at /metrics on their own port',
    );
  }
} catch (error) {
  log.fatal({ err: error }, 'could not listen');
  await database.close().catch(() => {});
  process.exit(1);
}
