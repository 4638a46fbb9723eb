// What a backup or restore reports about a database: its PostgreSQL version, how many tables it holds and the newest
// migration applied, read the same way on PGlite and on a server.
import { readMigrationJournal } from '../../db/migration-journal.ts';

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export type DatabaseFacts = {
  serverVersion: string;
  serverMajor: number;
  /** Tables outside PostgreSQL's own schemas: none means an empty database. */
  tables: number;
  newestMigration: string | null;
};

export async function databaseFacts(query: Query): Promise<DatabaseFacts> {
  const [version] = await query(
    "select current_setting('server_version') as version, current_setting('server_version_num')::int / 10000 as major",
  );
  const [count] = await query(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`,
  );
  const [journal] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  const [newest] = journal?.present
    ? await query('select max(created_at)::text as at from drizzle.__drizzle_migrations')
    : [];
  return {
    serverVersion: String(version?.version),
    serverMajor: Number(version?.major),
    tables: Number(count?.n ?? 0),
    newestMigration: await migrationTag(newest?.at == null ? null : String(newest.at)),
  };
}

/** The tag of the migration applied at `createdAt` (drizzle records its journal's `when`), or that number. */
async function migrationTag(createdAt: string | null): Promise<string | null> {
  if (createdAt === null) return null;
  const entries = await readMigrationJournal();
  return entries.find((entry) => String(entry.when) === createdAt)?.tag ?? `applied at ${createdAt}`;
}

/** The newest migration this code knows. */
export async function newestKnownMigration(): Promise<string | undefined> {
  return (await readMigrationJournal()).at(-1)?.tag;
}
