// One database handle whatever runs underneath: embedded PGlite (one connection) or a PostgreSQL server (a pool).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/all.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
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
      client = await PGlite.create({
        dataDir: source.dataDir,
        extensions: pgliteExtensions,
        startParams: durableStartParams,
      });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    const loadDataDir = 'loadDataDir' in source ? source.loadDataDir : undefined;
    client = await PGlite.create({ loadDataDir, extensions: pgliteExtensions });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

// Several app instances may start together against one server; the advisory lock lets one migrate at a time.
const MIGRATION_LOCK = 727_100_001;

export function openPostgres(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openConfiguredDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_MAX: number;
  DATA_DIR: string;
}): Promise<DatabaseHandle> {
  if (config.DATABASE_URL)
    return Promise.resolve(openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX));
  return openPglite({ dataDir: path.join(config.DATA_DIR, 'pglite') });
}
