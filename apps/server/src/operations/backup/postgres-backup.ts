// A PostgreSQL database to a pg_dump custom archive and back. pg_dump reads one consistent snapshot while the app runs
// (it holds share locks, so a migration gives way meanwhile: decision 031). A restore runs in one transaction and
// stops at the first error, so it is whole or leaves the database as it was: into an empty database pg_restore does
// it itself; replacing one (--force), the drops and the archive's SQL go through psql as one transaction together.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { type DatabaseFacts, databaseFacts } from './database-facts.ts';
import { checkArchive, findPgTool, PgToolError, pgToolConnection, runPgTool } from './pg-tools.ts';
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
  const owners = options.noOwner ? ['--no-owner'] : [];
  if (!emptied) {
    await runPgTool(pgRestore.binary, ['--exit-on-error', '--single-transaction', ...owners, file], url);
  } else {
    if (!options.force) {
      throw new RestoreRefusedError(
        `The database holds ${before.tables} tables (newest migration ${before.newestMigration ?? 'none'}): ` +
          'nothing was changed. Restore into an empty database (createdb), or pass --force to drop everything in ' +
          'this one first.',
      );
    }
    const { drops, others } = await withClient(url, async (client) => ({
      drops: await emptyingStatements(client),
      others: await otherSessions(client),
    }));
    // Only Sherehe's own database, and only with its instances stopped: --force drops every schema in it.
    if (before.newestMigration === null) {
      throw new RestoreRefusedError(
        `${databaseName(url)} holds tables but no Sherehe migrations: it is not a Sherehe database, and nothing was changed.`,
      );
    }
    if (others > 0) {
      throw new RestoreRefusedError(
        `${others} other sessions are connected to ${databaseName(url)}: stop the app's instances (and other ` +
          'clients) first. Nothing was changed.',
      );
    }
    const psql = await findPgTool('psql', 0, options.pgBin);
    await replaceWithArchive(pgRestore.binary, psql.binary, url, file, drops, owners);
  }
  const after = await withClient(url, factsOf);
  return { before, after, emptied };
}

const databaseName = (url: string) => {
  try {
    const parsed = new URL(url);
    return `the database ${decodeURIComponent(parsed.pathname.slice(1))} on ${parsed.host}`;
  } catch {
    return 'the database';
  }
};

async function otherSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows[0]?.n ?? 0;
}

/**
 * The drops, then the archive as SQL (pg_restore writing to psql), in one psql transaction that stops at the first
 * error: a restore that fails leaves the old database exactly as it was.
 */
async function replaceWithArchive(
  pgRestore: string,
  psql: string,
  url: string,
  file: string,
  drops: string[],
  owners: string[],
): Promise<void> {
  const { dbname, env } = pgToolConnection(url);
  const writer = spawn(pgRestore, ['--file=-', ...owners, file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const reader = spawn(
    psql,
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', '--output=/dev/null', dbname],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const problems: string[] = [];
  writer.stderr.on('data', (chunk: Buffer) => problems.push(chunk.toString()));
  reader.stderr.on('data', (chunk: Buffer) => problems.push(chunk.toString()));
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => {
      child.on('error', () => resolve(-1));
      child.on('close', (code) => resolve(code));
    });
  const codes = Promise.all([exited(writer), exited(reader)]);
  reader.stdin?.on('error', () => {}); // psql stopped at an error: its exit code says so
  reader.stdin?.write(`${drops.map((statement) => `${statement};`).join('\n')}\n`);
  writer.stdout.pipe(reader.stdin as NodeJS.WritableStream);
  const [written, read] = await codes;
  if (written !== 0 || read !== 0) {
    throw new PgToolError(
      `the restore failed and was rolled back, so the database is as it was:\n${problems.join('').trim()}`,
    );
  }
}

/**
 * What empties the database: every schema dropped with what is in it, `public` made again with its owner and grants
 * (a dump of PostgreSQL 15 and later does not create it), so the restore lands where pg_dump found it.
 */
async function emptyingStatements(client: pg.Client): Promise<string[]> {
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
  const kept = publicSchema[0];
  return [
    ...schemas.map(({ name }) => `drop schema ${name} cascade`),
    'drop schema if exists public cascade',
    'create schema public',
    ...(kept ? [`alter schema public owner to ${kept.owner}`, ...kept.grants] : []),
  ];
}
