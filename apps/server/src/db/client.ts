// One database handle whatever runs underneath: embedded PGlite (one connection) or a PostgreSQL server (a pool).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './database.ts';
import { embeddedSharedBuffersMb, LEAST_SHARED_BUFFERS_MB } from './embedded-buffers.ts';
import { type GiveWay, retryGivingWay } from './give-way.ts';
import { withNamedStatements } from './pglite-named-statements.ts';
import { keepPlansFor, onPglite, onServer } from './plans-kept.ts';
import { giveClientsBackAlways } from './pooled-transactions.ts';
import * as schema from './schema/all.ts';
import { nameRowStatements } from './server-named-statements.ts';

/**
 * Either driver's drizzle database as the one type the app is written against: they differ only in the type of a raw
 * result, which the app reads through rows.ts, never from the driver.
 */
function asDatabase(db: NodePgDatabase<typeof schema> | PgliteDatabase<typeof schema>): Database {
  return db as unknown as Database;
}

export type { Database };

export type MigrateOptions = {
  /** How long one table's lock is waited for before the migration gives way (every read of it queues meanwhile). */
  lockWaitMs?: number;
  giveWay?: Partial<GiveWay>;
};

const MIGRATION_LOCK_WAIT_MS = 1000;
const MIGRATION_GIVE_WAY: GiveWay = { firstPauseMs: 1000, longestPauseMs: 30_000, patienceMs: 15 * 60_000 };

/** Rows of a raw statement (the last one's, when the text holds several). */
export type SqlRows = { rows: Record<string, unknown>[] };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL with $1… parameters on the one client (PGlite) or the pool, for libraries that bring their own SQL (the
   * job queue). Text without parameters may hold several statements; if one fails inside a BEGIN it wrote, the
   * transaction is rolled back here, so the shared connection is never left in an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** Applies what is pending; on a server, a table lock is waited for only briefly, then tried again (give-way.ts). */
  migrate(options?: MigrateOptions): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pools' connections now, for the metrics; none on PGlite (one connection, no pool). */
  pools?(): PoolState[];
  /**
   * Runs `work` while holding a session advisory lock on `key`, so instances of the app take turns at it (work's own
   * queries use the pool as usual). PGlite is one process: no lock is needed.
   */
  inTurn<T>(key: number, work: () => Promise<T>): Promise<T>;
}

export type PoolState = {
  pool: 'main' | 'catalogue';
  max: number;
  open: number;
  idle: number;
  waiting: number;
};

const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const pgliteExtensions = { cube, earthdistance, pg_trgm };

// PGlite starts with fsync off (-F) by default; an acknowledged write must survive a killed process.
const durableStartParams = PGlite.defaultStartParams.filter((param) => param !== '-F');

type PgliteSource = { dataDir: string } | { loadDataDir: Blob } | { memory: true };

export async function openPglite(source: PgliteSource): Promise<DatabaseHandle & { client: PGlite }> {
  let client: PGlite;
  let unlock = () => {};
  if ('dataDir' in source) {
    await mkdir(source.dataDir, { recursive: true });
    unlock = lockDataDir(`${source.dataDir}.lock`, source.dataDir);
    try {
      const sharedBuffers = `shared_buffers=${embeddedSharedBuffersMb(source.dataDir)}MB`;
      client = await PGlite.create({
        dataDir: source.dataDir,
        extensions: pgliteExtensions,
        startParams: [...durableStartParams, '-c', sharedBuffers],
      });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    // A database in memory is a test's copy of the migrated template, a few megabytes: the smallest pool opens it in
    // two thirds of the time PostgreSQL's default takes to be zeroed (0.7 s against 1.05 s, some hundreds a test run).
    const loadDataDir = 'loadDataDir' in source ? source.loadDataDir : undefined;
    client = await PGlite.create({
      loadDataDir,
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${LEAST_SHARED_BUFFERS_MB}MB`],
    });
  }
  // Through named statements (pglite-named-statements.ts); the job queue's raw SQL with values goes the same way.
  const named = withNamedStatements(client);
  const driverDb = drizzlePglite({ client: named as unknown as PGlite, schema });
  const db = asDatabase(driverDb);
  keepPlansFor(db, onPglite(client));
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    client,
    executeSql: async (text, values) => {
      if (values?.length) return named.query<Record<string, unknown>>(text, values);
      try {
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        await pglite.exec('rollback').catch(() => {});
        throw error;
      }
    },
    migrate: () => migratePglite(driverDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    inTurn: (_key, work) => work(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

// Several app instances may start together against one server; the advisory lock lets one migrate at a time.
const MIGRATION_LOCK = 727_100_001;

/**
 * Limits each pooled connection starts with (0 turns one off). Without them one long lock or query holds its
 * connections until the pool is empty and every other request waits; with them the stuck ones fail fast (503).
 */
export type PostgresLimits = {
  applicationName?: string;
  /** Told when the server cuts a connection (the pool replaces it); quiet when unset. */
  onConnectionLost?: (error: Error) => void;
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  connectTimeoutMs?: number;
};

export function openPostgres(url: string, poolMax = 10, limits: PostgresLimits = {}): DatabaseHandle {
  const lost = limits.onConnectionLost ?? (() => {});
  const openPool = (max: number, setting?: string, onConnect?: (client: pg.PoolClient) => void) => {
    const pool = new pg.Pool({
      connectionString: setting ? withStartupSetting(url, setting) : url,
      max,
      // Also how long a request waits for a free connection when all are busy.
      connectionTimeoutMillis: limits.connectTimeoutMs ?? 5000,
      application_name: limits.applicationName ?? 'sherehe',
      ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
      ...(limits.lockTimeoutMs ? { lock_timeout: limits.lockTimeoutMs } : {}),
      ...(limits.idleInTransactionTimeoutMs
        ? { idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs }
        : {}),
    });
    // A connection the server cuts (a failover, a restart, an admin ending backends) emits 'error'. pg-pool listens
    // only while the client is idle; one checked out (a drizzle transaction, the migration's client) had no
    // listener, and an unheard 'error' event kills the process. This listener stays for the client's life: the
    // query in flight fails on its own (answered 503) and the pool drops the dead client when it is released.
    pool.on('connect', (client) => {
      client.on('error', lost);
      onConnect?.(client);
    });
    // pg-pool passes an idle client's error on to the pool as well: already told above, and never a crash.
    pool.on('error', () => {});
    return pool;
  };
  const pool = openPool(poolMax, undefined, nameRowStatements);
  const driverDb = drizzleNodePg(pool, { schema });
  giveClientsBackAlways(driverDb, pool);
  const db = asDatabase(driverDb);
  // Connections of their own for selectPreparedRows, opened when first used: they keep a statement's generic plan
  // from its first call (plan_cache_mode), which the main pool must not, as a text search is planned with its words.
  // Half as many: their statements are short page reads (the bench's pages were as fast with 4 as with 10).
  const plannedOnceMax = Math.ceil(poolMax / 2);
  const plannedOncePool = openPool(plannedOnceMax, '-c plan_cache_mode=force_generic_plan');
  keepPlansFor(db, onServer(asDatabase(drizzleNodePg(plannedOncePool, { schema })), db));
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    migrate: async (options = {}) => {
      const client = await pool.connect();
      try {
        // A migration may build an index for minutes or wait its turn behind another instance's lock.
        await client.query(
          'set statement_timeout = 0; set lock_timeout = 0; set idle_in_transaction_session_timeout = 0',
        );
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // But a table's lock only briefly: reads of the table queue behind a waiting ALTER, on every instance. The
        // pending migrations run in one transaction, so giving way leaves nothing half done.
        const lockWaitMs = Math.max(1, Math.round(options.lockWaitMs ?? MIGRATION_LOCK_WAIT_MS));
        await client.query(`set lock_timeout = ${lockWaitMs}`);
        await retryGivingWay(() => migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder }), {
          ...MIGRATION_GIVE_WAY,
          ...options.giveWay,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        // Never back into the pool: its settings are no longer the pool's (a closed session drops the lock too).
        client.release(true);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    inTurn: async (key, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        // A connection lost meanwhile dropped the lock with it; it must not go back to the pool either way.
        client.release(true);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), plannedOncePool.end()]);
    },
    pools: () =>
      (
        [
          ['main', pool, poolMax],
          ['catalogue', plannedOncePool, plannedOnceMax],
        ] as const
      ).map(([name, each, max]) => ({
        pool: name,
        max,
        open: each.totalCount,
        idle: each.idleCount,
        waiting: each.waitingCount,
      })),
  };
}

/**
 * `url` with a server setting added to its startup `options`: node-postgres takes a URL's `options` over the pool's
 * own, so a DATABASE_URL that sets some (a search_path, a provider's endpoint) keeps them and gains this one.
 */
export function withStartupSetting(url: string, setting: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // not a URL node-postgres would read options from either: the setting is left out, not the pool
  }
  const options = parsed.searchParams.get('options');
  parsed.searchParams.set('options', options ? `${options} ${setting}` : setting);
  return parsed.toString();
}

/**
 * `serving`: the pool of the web server, with its request timeouts; command-line tools (migrations, the bench's
 * bulk loads) open theirs without, as their statements may rightly run for minutes.
 */
export function openConfiguredDatabase(
  config: {
    DATABASE_URL?: string | undefined;
    DATABASE_POOL_MAX: number;
    DATA_DIR: string;
    DATABASE_STATEMENT_TIMEOUT_MS?: number;
    DATABASE_LOCK_TIMEOUT_MS?: number;
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS?: number;
    DATABASE_CONNECT_TIMEOUT_MS?: number;
  },
  {
    serving = false,
    onConnectionLost,
  }: { serving?: boolean; onConnectionLost?: (error: Error) => void } = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const limits: PostgresLimits = serving
      ? {
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
          idleInTransactionTimeoutMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          onConnectionLost,
        }
      : { applicationName: 'sherehe-cli', connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS };
    return Promise.resolve(openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX, limits));
  }
  return openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}
