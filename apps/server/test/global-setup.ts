// Migrate once per run; every test file then starts from a copy (a PGlite tarball, or a PostgreSQL TEMPLATE database).
// The tarball is left uncompressed: copying its 44 MB costs little beside gunzip's half a second of CPU for every
// database a test makes, some hundreds a run.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';

export type DatabaseTemplate =
  | { kind: 'pglite'; tarball: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The app makes a job queue (a partition of pgboss.job) per job name when it starts: made once here, in the template,
 * by an app built and closed over it, so each test file's app finds them made (about 0.1 s saved per app on PGlite).
 */
async function makeJobQueues(database: DatabaseHandle) {
  const { buildApp } = await import('../src/app.ts');
  const { parseConfig } = await import('../src/config.ts');
  const config = parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, database, adapters: { overpass: { run: async () => [] } } });
  await app.close();
}

/**
 * The test files' databases are dropped here, all at the end, not each as its file ends: PostgreSQL checkpoints at
 * every DROP DATABASE and makes the dropping session wait for it, and a checkpoint in the middle of a run flushes what
 * every other file has written; a run of 40 files took 165 s with a drop after each and 128 s this way. Several
 * sessions drop at once, so that one checkpoint serves several of them.
 */
async function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  const sessions = 6;
  const queue = [...names];
  await Promise.all(
    Array.from({ length: sessions }, async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        for (let name = queue.pop(); name; name = queue.pop()) {
          await client.query(`drop database if exists "${name}" with (force)`);
        }
      } finally {
        await client.end();
      }
    }),
  );
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `sherehe_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = openPostgres(databaseUrl(adminUrl, template), 1);
    await database.migrate();
    await makeJobQueues(database);
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', adminUrl, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}\\_%`],
      );
      await dropDatabases(
        adminUrl,
        rows.map((row) => row.datname),
      );
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-test-'));
  const database = await openPglite({ memory: true });
  await database.migrate();
  await makeJobQueues(database);
  const tarball = path.join(dir, 'migrated.tar');
  const dump = await database.client.dumpDataDir('none');
  await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'pglite', tarball });
  return () => rm(dir, { recursive: true, force: true });
}
