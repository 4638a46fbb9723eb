// The figures a scrape reads from the app as it is: the database pools (in memory), and with one cheap query each, the
// job queue's depth and the payment attempts by status.
import type { DatabaseHandle, PoolState } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Metrics } from './metrics.ts';

export type ReadingSources = {
  database: Pick<DatabaseHandle, 'pools'>;
  jobs: Pick<JobQueue, 'depth'>;
  payments: { attemptsByStatus(): Promise<{ status: string; count: number }[]> };
};

export function readAppFigures(metrics: Metrics, { database, jobs, payments }: ReadingSources): void {
  const pools = database.pools?.bind(database);
  // PGlite has one connection and no pool: nothing to report.
  if (pools) {
    const poolFigure = (name: string, help: string, value: (pool: PoolState) => number) =>
      metrics.readAtScrape(name, help, ['pool'], () =>
        pools().map((pool) => ({ labels: { pool: pool.pool }, value: value(pool) })),
      );
    poolFigure(
      'sherehe_db_pool_max_connections',
      'Connections a PostgreSQL pool may open (main: DATABASE_POOL_MAX; catalogue: half as many, for page reads)',
      (pool) => pool.max,
    );
    poolFigure(
      'sherehe_db_pool_connections',
      'Connections a pool holds open, busy or idle',
      (pool) => pool.open,
    );
    poolFigure(
      'sherehe_db_pool_idle_connections',
      'Open connections of a pool not in use',
      (pool) => pool.idle,
    );
    poolFigure(
      'sherehe_db_pool_waiting_clients',
      'Queries waiting for a connection of a full pool (each is answered 503 after DATABASE_CONNECT_TIMEOUT_MS)',
      (pool) => pool.waiting,
    );
  }
  metrics.readAtScrape(
    'sherehe_jobs',
    'Background jobs by job and state: created and retry wait in the database (due now or later; the same on every instance), active run on this instance',
    ['job', 'state'],
    async () =>
      (await jobs.depth()).map((row) => ({ labels: { job: row.job, state: row.state }, value: row.count })),
  );
  metrics.readAtScrape(
    'sherehe_payment_attempts',
    'Mobile-money payment attempts by status: every open one (pending, unknown), and of the last 24 hours those that ended (succeeded, failed, expired)',
    ['status'],
    async () =>
      (await payments.attemptsByStatus()).map((row) => ({
        labels: { status: row.status },
        value: row.count,
      })),
  );
}
