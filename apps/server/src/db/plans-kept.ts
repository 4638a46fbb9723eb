// Where selectPreparedRows (rows.ts) runs a statement so that its plan is made once and kept: per database handle,
// on a PostgreSQL server and on PGlite alike (decision 019).
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database.ts';

/** A named statement: its name follows its text, whose values are $1, $2… parameters. */
export type NamedStatement = { name: string; text: string; params: unknown[] };
type Runner = (statement: NamedStatement) => Promise<unknown[]>;
/**
 * kept: the statement's generic plan, made at its first call. perCall, where the database has one: the statement
 * parsed once but planned with each call's values (on PGlite, where parsing a long text in WebAssembly costs more
 * than a PostgreSQL server's round trip; a server parses it with every call, as selectRows does).
 */
export type Runners = { kept: Runner; perCall?: Runner };

const runners = new WeakMap<Database, Runners>();

/** How `db` (a handle's own database, not a transaction) runs named statements. */
export function keepPlansFor(db: Database, of: Runners): void {
  runners.set(db, of);
}

/** The runners of `db`, or none (a transaction: its statements run on its connection, as PostgreSQL chooses). */
export function runnersOf(db: Database): Runners | undefined {
  return runners.get(db);
}

/**
 * On a PostgreSQL server: through `keeping`, a pool whose connections were opened with
 * plan_cache_mode = force_generic_plan, so each of them parses and plans a statement at its first call only. A
 * pooler that refuses that startup option (PgBouncer without `options` in ignore_startup_parameters) would fail every
 * such read: they then run unprepared on `main`, planned at every call, as before the pool existed.
 */
export function onServer(keeping: Database, main: Database): Runners {
  let refused = false;
  const run = async (db: Database, { name, text, params }: NamedStatement, named: boolean) => {
    const query = db._.session.prepareQuery(
      { sql: text, params },
      undefined,
      named ? name : undefined,
      false,
    );
    return ((await query.execute()) as { rows: unknown[] }).rows;
  };
  return {
    kept: async (statement) => {
      if (refused) return run(main, statement, false);
      try {
        return await run(keeping, statement, true);
      } catch (error) {
        if (!/unsupported startup parameter/i.test(String((error as Error)?.message))) throw error;
        refused = true;
        return run(main, statement, false);
      }
    },
  };
}

/**
 * On PGlite, whose query() always uses the unnamed statement: PREPARE once, then EXECUTE with the values written as
 * literals (EXECUTE takes no bind parameters), with the plan mode set for that statement alone (SET LOCAL holds for
 * the implicit transaction of one multi-statement query, which an error rolls back whole). On the embedded database
 * a catalogue page (kept plan) went from 2.2 to 0.7 ms and a text search (planned per call) from about 3.2 to 2.8 ms,
 * the difference being parsing and planning in WebAssembly.
 */
export function onPglite(client: PGlite): Runners {
  const prepared = new Map<string, Promise<unknown>>();
  const runWith =
    (mode: 'force_generic_plan' | 'force_custom_plan'): Runner =>
    async ({ name, text, params }) => {
      let preparing = prepared.get(name);
      if (!preparing) {
        preparing = client.exec(`prepare "${name}" as ${text}`);
        prepared.set(name, preparing);
        preparing.catch(() => prepared.delete(name));
      }
      await preparing;
      const values = params.length > 0 ? `(${params.map(literalOf).join(', ')})` : '';
      const results = await client.exec(`set local plan_cache_mode = ${mode}; execute "${name}"${values}`);
      return results.at(-1)?.rows ?? [];
    };
  return { kept: runWith('force_generic_plan'), perCall: runWith('force_custom_plan') };
}

/**
 * A value as an SQL literal of unknown type, which EXECUTE casts to its parameter's type, quoted as PostgreSQL's
 * quote_literal quotes: quotes and backslashes doubled, E'' when there is a backslash. Only what the prepared
 * statements pass (text, numbers, booleans, null); anything else is a mistake of the caller's, refused.
 */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `'${String(value)}'`;
  }
  if (typeof value !== 'string') throw new Error(`no SQL literal for a ${typeof value}`);
  // PostgreSQL's text holds no NUL; a bound parameter with one fails as well.
  if (value.includes('\0')) throw new Error('a NUL in an SQL literal');
  const quoted = value.replaceAll("'", "''");
  return value.includes('\\') ? `E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}
