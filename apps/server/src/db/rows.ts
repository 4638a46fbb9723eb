// Raw SQL through db.execute answers { rows } on both drivers (PGlite and node-postgres); this names that fact once.
import { fillPlaceholders, is, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from './client.ts';
import { PLANNED_PER_CALL, statementNameOf } from './named-statements.ts';
import { runnersOf } from './plans-kept.ts';

export async function selectRows<Row>(db: Database, query: SQL | Statement): Promise<Row[]> {
  if (!is(query, SQL)) return run<Row>(db, query);
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();
/** Statement names by text: hashing the text again on every call cost more than the rest of preparing it. */
const statementNames = new Map<string, string>();
/**
 * How many texts are named, so kept on every connection (and in PGlite) with their plans: the code's shapes are a few
 * dozen in use (values are parameters), but filters, sorts and page sizes combine into many more, and a client
 * asking for each would grow every connection's memory. Texts past these run unprepared.
 */
const NAMED_TEXTS_MAX = 300;

/**
 * selectRows as a named prepared statement, planned once: parsed and planned at its first call on a connection, then
 * that generic plan runs with each call's values, instead of planning every call, which is about half of PostgreSQL's
 * time for a query that reads a page off an index (0.85 → 0.41 ms of CPU for a catalogue page with a price bound),
 * and more on PGlite. The generic plan is forced (plans-kept.ts): left to itself, PostgreSQL plans a statement with
 * its values five times, then keeps the generic plan only if it is costed no higher, and a price bound's default
 * estimate (a third of the rows) made it cost more. Inside a transaction the statement runs on the transaction's
 * connection as PostgreSQL chooses (PGlite: unprepared).
 * For statements whose best plan does not hang on their values: a text search's depends on how common its words
 * are, so it is planned with them every time (selectRowsPlannedPerCall), unless the search is broad (catalogue/queries.ts).
 */
export async function selectPreparedRows<Row>(db: Database, query: SQL | Statement): Promise<Row[]> {
  const statement = is(query, SQL) ? written(query) : query;
  const name = nameOf(statement.text);
  if (name === undefined) return run<Row>(db, statement);
  const kept = runnersOf(db)?.kept;
  if (kept) return (await kept({ ...statement, name })) as Row[];
  return run<Row>(db, statement, name);
}

/**
 * selectRows for a statement whose best plan hangs on its values (a text search): planned with them at every call.
 * On PGlite its text is parsed once all the same (a named statement, see plans-kept.ts); a server parses it each time.
 */
export async function selectRowsPlannedPerCall<Row>(db: Database, query: SQL | Statement): Promise<Row[]> {
  const statement = is(query, SQL) ? written(query) : query;
  const perCall = runnersOf(db)?.perCall;
  // Named only where a runner keeps it: a server's, and a transaction's, are parsed at every call anyway.
  const name = perCall && nameOf(statement.text);
  if (!perCall || name === undefined)
    return run<Row>(db, { ...statement, text: PLANNED_PER_CALL + statement.text });
  return (await perCall({ ...statement, name })) as Row[];
}

/** A statement's text and its values, as $1, $2… parameters. */
export type Statement = { text: string; params: unknown[] };

/** Runs a statement on `db`: named (prepared on its connection, on a server) or not. */
async function run<Row>(db: Database, { text, params }: Statement, name?: string): Promise<Row[]> {
  const query = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return ((await query.execute()) as { rows: Row[] }).rows;
}

/**
 * A statement written once, its values all sql.placeholder()s, to be run many times withValues: writing the text
 * walks every fragment of the query (drizzle's sqlToQuery), about 45 µs for a search's page, a tenth of the app's
 * CPU for it. Refuses any other value, which would be written into the statement and so given to every call.
 */
export function writtenOnce(query: SQL): Statement {
  const statement = written(query);
  const fixed = statement.params.findIndex((param) => !is(param, Placeholder));
  if (fixed >= 0) throw new Error(`a statement written once holds a value (parameter $${fixed + 1})`);
  return statement;
}

/** A value of a statement written once, bound when it runs. */
export const bound = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * writtenOnce for each shape of a query (what its text depends on: which filters, the order, the page's size), kept by
 * shape: writing a page's statement (drizzle's building and its sqlToQuery) was about 60 µs of the app's CPU for a
 * catalogue page and 80 µs for a nearby read. Shapes in use are a few dozen; `max` holds them with room to spare.
 */
export function writtenByShape<Shape>(write: (shape: Shape) => SQL, max = 200): (shape: Shape) => Statement {
  const statements = new LRUCache<string, Statement>({ max });
  return (shape) => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      statement = writtenOnce(write(shape));
      statements.set(key, statement);
    }
    return statement;
  };
}

/** A statement of writtenOnce with this call's values; one it lacks is an error (fillPlaceholders). */
export function withValues(statement: Statement, values: Record<string, unknown>): Statement {
  return { text: statement.text, params: fillPlaceholders(statement.params, values) };
}

function written(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/**
 * The name a statement's text is kept under, following its text; none past NAMED_TEXTS_MAX texts. node-postgres and
 * PGlite keep one statement per name on each connection.
 */
function nameOf(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_TEXTS_MAX) {
    name = statementNameOf(text);
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A LIMIT written into the statement's text, not passed as a parameter: PostgreSQL plans a parameter LIMIT generically
 * as if a tenth of the table were wanted, so a prepared statement never kept its generic plan and was planned again
 * on every call (about 0.7 ms of a 3 ms nearby read; 0.3 ms of PostgreSQL's 0.6 ms for a catalogue page). Page sizes
 * are few (1 to 100), and so are the texts.
 */
export function rowCount(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`not a row count: ${rows}`);
  return sql.raw(String(rows));
}
