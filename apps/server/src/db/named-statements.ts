// What the three ways of keeping statements prepared agree on (rows.ts's selectPreparedRows, the server pool's
// naming in server-named-statements.ts, PGlite's in pglite-named-statements.ts): which texts may be kept, what a
// text is called, and which answers mean a kept statement must be let go.
import { createHash } from 'node:crypto';

/** Only statements that read and write rows: schema changes (a migration, a queue's partition) run as sent. */
const ROWS_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Leads a text that must be planned with its values at every call (a text search, rows.ts): it no longer begins with
 * the statement itself, so neither pool keeps it.
 */
export const PLANNED_PER_CALL = '/* planned per call */ ';

/** Whether a text may be kept as a named statement. */
export const mayBeKept = (text: string): boolean => ROWS_STATEMENT.test(text);

/** The name a text is kept under, following from the text, so every connection and every keeper agree on it. */
export const statementNameOf = (text: string): string =>
  `s_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

/**
 * What the database answers when a kept statement no longer fits (a table it reads changed a column's type) or no
 * longer exists (DEALLOCATE, a pooler's session reset).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

export function isStaleStatement(error: unknown): boolean {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && STALE_STATEMENT.has(code);
}
