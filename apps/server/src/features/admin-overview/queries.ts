// SQL of the admin overview: each figure grouped by its Africa/Dar_es_Salaam day over a window [from, to), read off
// an index on the time it is counted by (migration 0020), and the queues that wait for a decision.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { type AnyColumn, and, count, eq, gte, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { pledgePayments, pledges } from '../../db/schema/events.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import { medicalPlaces } from '../../db/schema/medi-finder.ts';
import { orderPayments, orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

export type Window = { from: Date; to: Date };

/**
 * The calendar day in Dar es Salaam of a timestamptz, as YYYY-MM-DD. The zone is written into the text, not bound:
 * a parameter would make the select's expression and the group by's two different ones to PostgreSQL.
 */
function dayOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${BOOKING_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}

const within = (column: AnyColumn, { from, to }: Window) => and(gte(column, from), lt(column, to));

// Sums are bigint, so a month of sales above int4's 2.1 billion stays exact; node-postgres hands them over as text.
const sumWhere = (column: AnyColumn, condition: SQL = sql`true`) =>
  sql<string>`coalesce(sum(${column}) filter (where ${condition}), 0)::bigint`;
const countWhere = (condition: SQL = sql`true`) => sql<number>`(count(*) filter (where ${condition}))::int`;

export function ordersByDay(db: Database, window: Window) {
  const day = dayOf(orders.placedAt);
  return db
    .select({ day, orders: countWhere() })
    .from(orders)
    .where(within(orders.placedAt, window))
    .groupBy(day);
}

export function orderMoneyByDay(db: Database, window: Window) {
  const day = dayOf(orderPayments.createdAt);
  return db
    .select({
      day,
      salesTzs: sumWhere(orderPayments.amountTzs, sql`${orderPayments.kind} = 'payment'`),
      refundsTzs: sumWhere(orderPayments.amountTzs, sql`${orderPayments.kind} = 'refund'`),
    })
    .from(orderPayments)
    .where(within(orderPayments.createdAt, window))
    .groupBy(day);
}

/** Attempts started in the window, by status. */
export async function attemptOutcomes(db: Database, window: Window) {
  const [row] = await db
    .select({
      succeeded: countWhere(sql`${paymentAttempts.status} = 'succeeded'`),
      failed: countWhere(sql`${paymentAttempts.status} = 'failed'`),
      expired: countWhere(sql`${paymentAttempts.status} = 'expired'`),
    })
    .from(paymentAttempts)
    .where(within(paymentAttempts.createdAt, window));
  return row ?? { succeeded: 0, failed: 0, expired: 0 };
}

/** Attempts whose outcome is unknown now, whatever their age. */
export async function unknownAttempts(db: Database) {
  const [row] = await db
    .select({ waiting: count(), oldest: min(paymentAttempts.createdAt) })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'unknown'));
  return { waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null };
}

/** Pledges made each day and not cancelled since, with what they promise (as the ledger's totals count them). */
export function pledgesByDay(db: Database, window: Window) {
  const day = dayOf(pledges.createdAt);
  return db
    .select({
      day,
      pledges: countWhere(sql`${pledges.cancelledAt} is null`),
      pledgedTzs: sumWhere(pledges.amountTzs, sql`${pledges.cancelledAt} is null`),
    })
    .from(pledges)
    .where(within(pledges.createdAt, window))
    .groupBy(day);
}

/** Money received for pledges by the day it was paid: rows reversed or refunded since no longer count. */
export function collectedByDay(db: Database, window: Window) {
  const day = dayOf(pledgePayments.paidAt);
  return db
    .select({ day, collectedTzs: sumWhere(pledgePayments.amountTzs) })
    .from(pledgePayments)
    .where(and(eq(pledgePayments.status, 'received'), within(pledgePayments.paidAt, window)))
    .groupBy(day);
}

export function newUsersByDay(db: Database, window: Window) {
  const day = dayOf(users.createdAt);
  return db
    .select({ day, newUsers: countWhere() })
    .from(users)
    .where(within(users.createdAt, window))
    .groupBy(day);
}

export function newVendorsByDay(db: Database, window: Window) {
  const day = dayOf(vendors.createdAt);
  return db
    .select({ day, newVendors: countWhere() })
    .from(vendors)
    .where(within(vendors.createdAt, window))
    .groupBy(day);
}

export async function pendingVendorRequests(db: Database) {
  const [row] = await db
    .select({ waiting: count(), oldest: min(vendorRequests.createdAt) })
    .from(vendorRequests)
    .where(eq(vendorRequests.status, 'pending'));
  return { waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null };
}

export async function pendingMedicalPlaces(db: Database) {
  const [row] = await db
    .select({ waiting: count(), oldest: min(medicalPlaces.createdAt) })
    .from(medicalPlaces)
    .where(eq(medicalPlaces.status, 'pending'));
  return { waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null };
}
