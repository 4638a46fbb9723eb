// Where a page of a newest-first list (accounts, audit log, requests, vendors, listings, reviews) ended: the last
// row's (createdAt, id), opaque to the client.
import type { PagePosition } from '../db/newest-first.ts';
import { AppError } from './errors.ts';

export type { PagePosition } from '../db/newest-first.ts';

const exactTime = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuid.test(value);

/** A time to the microsecond as cursors carry it, on a day that exists (the pattern alone lets 2025-02-30 by). */
export function isExactTime(value: string): boolean {
  if (!exactTime.test(value)) return false;
  const toMillisecond = value.slice(0, 23);
  const date = new Date(`${toMillisecond}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === toMillisecond;
}

const notValid = () => new AppError('validation', 'page.cursor_invalid');

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
}

/** Checked here rather than left to the database, where a malformed time or id would fail the query with a 500. */
export function decodeCursor(cursor: string): PagePosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (rest.length > 0 || !isExactTime(createdAt) || !isUuid(id)) throw notValid();
  return { createdAt, id };
}

/**
 * One page from rows fetched one beyond the limit (that extra row says another page follows), and the cursor to
 * the next page, or null on the last.
 */
export function pageOf<Row extends { id: string; exactCreatedAt: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.exactCreatedAt, id: last.id }) : null,
  };
}
