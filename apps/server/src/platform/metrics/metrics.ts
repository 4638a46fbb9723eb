// What an operator watches, in Prometheus's text format (prom-client). Each app has a registry of its own (tests build
// many apps in one process); the process's own figures (CPU, memory, event loop, GC) are one registry per process.
// Counters are counted where things happen; the figures held in the database are read when scraped.
import type { FastifyBaseLogger } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheCounts } from './cache-counts.ts';

/** An API's spread: most answers take milliseconds, a slow report or a provider's call seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape waits this long for a figure read from the database, then leaves it out (Prometheus's own limit is 10 s). */
const READ_PATIENCE_MS = 2000;

let processRegistry: Registry | undefined;

/** Node's default figures, without a prefix (process_cpu_seconds_total, nodejs_heap_size_used_bytes …). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A labelled figure read at scrape time: one row per series. */
export type Reading<Label extends string> = { labels: Record<Label, string>; value: number }[];

/** `processFigures`: also serve Node's own figures (only where /metrics is served: they start timers). */
export function createMetrics({
  log,
  processFigures = false,
}: {
  log: FastifyBaseLogger;
  processFigures?: boolean;
}) {
  const registry = new Registry();
  const registers = [registry];
  const nodeFigures = processFigures ? processMetrics() : null;

  const httpRequests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, with the time each took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const databaseUnavailable = new Counter({
    name: 'sherehe_database_unavailable_total',
    help: 'Requests answered 503 because the database could not serve them (down, restarting, a full pool, a timeout)',
    registers,
  });
  const jobFailures = new Counter({
    name: 'sherehe_job_failures_total',
    help: 'Tries of a background job that failed (threw, ran out of time, or had a payload that does not parse), by job',
    labelNames: ['job'] as const,
    registers,
  });
  const cacheHits = new Counter({
    name: 'sherehe_catalogue_cache_hits_total',
    help: "Catalogue lookups served from this instance's cache: whole answers, and listing cards of a page",
    labelNames: ['cache'] as const,
    registers,
  });
  const cacheMisses = new Counter({
    name: 'sherehe_catalogue_cache_misses_total',
    help: 'Catalogue lookups the cache did not hold, read from the database',
    labelNames: ['cache'] as const,
    registers,
  });
  const outboundHeld = new Counter({
    name: 'sherehe_outbound_held_total',
    help: "Texts, e-mails and payment prompts the outbound budget held back (Sherehe's own) or refused (a person's), by channel and the allowance passed",
    labelNames: ['channel', 'rule', 'outcome'] as const,
    registers,
  });

  /**
   * A gauge whose series are read when scraped. A read that fails or takes too long (the database is down) leaves the
   * gauge out of that scrape instead of failing it, and stale values are never served.
   */
  function readAtScrape<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    read: () => Reading<Label> | Promise<Reading<Label>>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        let timer: NodeJS.Timeout | undefined;
        try {
          const rows = await Promise.race([
            read(),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('no answer in time')), READ_PATIENCE_MS);
            }),
          ]);
          for (const row of rows) this.set(row.labels, row.value);
        } catch (error) {
          log.warn({ err: error, metric: name }, 'a metric could not be read; left out of this scrape');
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }

  const catalogueCounts =
    (cache: 'answers' | 'cards'): CacheCounts =>
    (outcome, lookups = 1) => {
      if (lookups > 0) (outcome === 'hit' ? cacheHits : cacheMisses).inc({ cache }, lookups);
    };

  return {
    httpRequests,
    databaseUnavailable,
    jobFailures,
    outboundHeld,
    catalogueCounts,
    readAtScrape,
    contentType: registry.contentType,
    /** The whole text a scrape answers. */
    async scrape(): Promise<string> {
      const own = await registry.metrics();
      return nodeFigures ? `${await nodeFigures.metrics()}\n${own}` : own;
    },
  };
}
