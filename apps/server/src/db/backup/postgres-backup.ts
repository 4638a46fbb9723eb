// A PostgreSQL database to a pg_dump custom archive and back. pg_dump reads one consistent snapshot while the app runs
// (it holds share locks, so a migration gives way meanwhile: decision 031); pg_restore runs in one transaction and
// stops at the first error, so a restore is whole or leaves the database as it was.
import pg from 'pg';
import { type DatabaseFacts, databaseFacts } from './database-facts.ts';
import { checkArchive, findPgTool, runPgTool } from './pg-tools.ts';
import { RestoreRefusedError } from './restore-refused.ts';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'sherehe-cli' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const factsOf = (client: pg.Client) => databaseFacts(async (text) => (await client.query(text)).rows);

export async function dumpPostgres(
  url: string,
  file: string,
  { pgBin }: { pgBin?: string | undefined } = {},
): Promise<DatabaseFacts & { dumpMajor: number }> {
  const facts = await withClient(url, factsOf);
  const pgDump = await findPgTool('pg_dump', facts.serverMajor, pgBin);
  await runPgTool(pgDump.binary, ['--format=custom', `--file=${file}`], url);
  return { ...facts, dumpMajor: pgDump.major };
}

export type PostgresRestoreOptions = {
  /** Empty a database that holds tables first (every schema in it dropped), instead of refusing. */
  force?: boolean;
  /** Objects owned by the restoring role, not by the roles that owned them (which may not exist here). */
  noOwner?: boolean;
  pgBin?: string | undefined;
  /** pg_dump's major version, from the manifest: pg_restore must read its archive. */
  dumpMajor?: number | undefined;
};

export async function restorePostgres(
  url: string,
  file: string,
  options: PostgresRestoreOptions = {},
): Promise<{ before: DatabaseFacts; after: DatabaseFacts; emptied: boolean }> {
  const before = await withClient(url, factsOf);
  const pgRestore = await findPgTool(
    'pg_restore',
    Math.max(before.serverMajor, options.dumpMajor ?? 0),
    options.pgBin,
  );
  await checkArchive(pgRestore.binary, file);
  const emptied = before.tables > 0;
  if (emptied) {
    if (!options.force) {
      throw new RestoreRefusedError(
        `The database holds ${before.tables} tables (newest migration ${before.newestMigration ?? 'none'}): ` +
          'nothing was changed. Restore into an empty database (createdb), or pass --force to drop everything in ' +
          'this one first.',
      );
    }
    await withClient(url, emptyDatabase);
  }
  await runPgTool(
    pgRestore.binary,
    ['--exit-on-error', '--single-transaction', ...(options.noOwner ? ['--no-owner'] : []), file],
    url,
  );
  const after = await withClient(url, factsOf);
  return { before, after, emptied };
}

/**
 * Every schema dropped with what is in it, in one transaction; `public` made again with its owner and grants (a
 * dump of PostgreSQL 15 and later does not create it), so the restore lands where pg_dump found it.
 */
async function emptyDatabase(client: pg.Client): Promise<void> {
  const { rows: schemas } = await client.query<{ name: string }>(
    `select quote_ident(nspname) as name from pg_namespace
     where nspname <> 'information_schema' and nspname not like 'pg\\_%' and nspname <> 'public'`,
  );
  const { rows: publicSchema } = await client.query<{ owner: string; grants: string[] }>(
    `select quote_ident(pg_get_userbyid(nspowner)) as owner,
       coalesce(array(
         select format('grant %s on schema public to %s', a.privilege_type,
           case when a.grantee = 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end)
         from aclexplode(nspacl) a where a.grantee <> nspowner), '{}') as grants
     from pg_namespace where nspname = 'public'`,
  );
  await client.query('begin');
  try {
    for (const { name } of schemas) await client.query(`drop schema ${name} cascade`);
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    const kept = publicSchema[0];
    if (kept) {
      await client.query(`alter schema public owner to ${kept.owner}`);
      for (const grant of kept.grants) await client.query(grant);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
