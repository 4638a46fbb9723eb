// node-postgres sends a query without a name as the unnamed statement, which the server parses and plans at every
// call. On the checkout bench's host a read by primary key took 300 µs that way and 150 µs as a named statement (the
// app's CPU 222 → 124 µs, most of it fewer messages written and read), and a paid order makes about ninety
// statements. This names the pool's row statements as pgJDBC does (its prepareThreshold): a text run a few times is
// given a name that follows from it, so each connection parses it once and then binds and executes it. PostgreSQL
// then plans it with its values for five runs and keeps a generic plan only when it costs no more, as for any
// driver's prepared statements; a statement whose plan hangs on its values starts with a comment and stays unnamed
// (rows.ts, selectRowsPlannedPerCall).
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { isStaleStatement, mayBeKept, statementNameOf } from './named-statements.ts';

/** Runs of a text in this process before it is named: a text made once (a batch's rows, a migration's) never is. */
export const NAMED_AFTER_RUNS = 3;
/**
 * Named statements a connection keeps at most: the code's shapes are a few hundred, but filters and list lengths
 * combine into more, and each kept statement holds memory in its server process. Texts past this run unnamed.
 */
export const NAMED_PER_CONNECTION_MAX = 300;

/** Texts seen in this process: how often they ran and, once named, their name. */
const texts = new LRUCache<string, { runs: number; name?: string }>({ max: 2000 });

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

/** Makes `client`'s row statements named ones from their NAMED_AFTER_RUNS-th run on (call once, when it connects). */
export function nameRowStatements(client: pg.PoolClient | pg.Client): void {
  const named = new Set<string>();
  const unnamedHere = new Set<string>();
  const original = client.query.bind(client) as Query;

  const nameFor = (text: string): string | undefined => {
    if (unnamedHere.has(text)) return undefined;
    const seen = texts.get(text) ?? { runs: 0 };
    texts.set(text, seen);
    if (!seen.name && ++seen.runs >= NAMED_AFTER_RUNS) {
      seen.name = statementNameOf(text);
    }
    if (!seen.name || (named.size >= NAMED_PER_CONNECTION_MAX && !named.has(seen.name))) return undefined;
    named.add(seen.name);
    return seen.name;
  };

  const query: Query = (config, values, callback) => {
    if (typeof config !== 'object' || config === null) return original(config, values, callback);
    const { text, name } = config as { text?: unknown; name?: unknown };
    if (name !== undefined || typeof text !== 'string' || !mayBeKept(text)) {
      return original(config, values, callback);
    }
    const given = nameFor(text);
    if (!given) return original(config, values, callback);
    // A statement the server no longer has, or that no longer fits: this connection runs the text unnamed from then.
    const forgetIfStale = (error: unknown) => {
      if (isStaleStatement(error)) unnamedHere.add(text);
    };
    const namedConfig = { ...config, name: given };
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const told: Callback = (error, result) => {
        if (error) forgetIfStale(error);
        (done as Callback)(error, result);
      };
      return typeof values === 'function' ? original(namedConfig, told) : original(namedConfig, values, told);
    }
    const answer = original(namedConfig, values) as Promise<unknown>;
    // The caller still gets the rejection; this only notes it.
    answer.then(undefined, forgetIfStale);
    return answer;
  };
  (client as { query: unknown }).query = query;
}
