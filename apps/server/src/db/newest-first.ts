// SQL of the newest-first lists paged by (created_at, id) (platform/page-cursor.ts), of the queues paged oldest
// first the same way, and of their name searches.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Where a page ended: the last row's (createdAt, id). createdAt is kept to the microsecond, as text: PostgreSQL stores
 * microseconds and a JavaScript Date only milliseconds, so a cursor cut to the millisecond skipped the rows between,
 * and every other row written in the same transaction (they share now()). platform/page-cursor.ts makes it a cursor.
 */
export type PagePosition = { createdAt: string; id: string };

/** A created_at to the microsecond, as ISO text for a page cursor. */
export function exactCreatedAt(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** The rows after `position` in newest-first (createdAt, id) order; written so a created_at index narrows it. */
export function olderThan(
  createdAt: AnyColumn | SQL,
  id: AnyColumn | SQL,
  position: PagePosition | undefined,
): SQL {
  if (!position) return sql`true`;
  const at = sql`${position.createdAt}::timestamptz`;
  return sql`(${createdAt} <= ${at} and (${createdAt} < ${at} or ${id} < ${position.id}::uuid))`;
}

/** The rows after `position` in oldest-first (createdAt, id) order (a queue: who waited longest comes first). */
export function newerThan(
  createdAt: AnyColumn | SQL,
  id: AnyColumn | SQL,
  position: PagePosition | undefined,
): SQL {
  if (!position) return sql`true`;
  const at = sql`${position.createdAt}::timestamptz`;
  return sql`(${createdAt} >= ${at} and (${createdAt} > ${at} or ${id} > ${position.id}::uuid))`;
}

/** An ILIKE pattern for text containing `q`, its own % and _ taken literally; undefined without a search. */
export function containsPattern(q: string | undefined): string | undefined {
  return q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
