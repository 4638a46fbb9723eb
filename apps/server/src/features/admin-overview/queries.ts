// SQL of the admin overview: each figure grouped by its Africa/Dar_es_Salaam day over a window [from, to), read off
// an index on the time it is counted by (migration 0020), and the queues that wait for a decision; all of it in one
// statement, so a request costs one round trip to the database and one connection of the pool.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { type AnyColumn, and, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { pledgePayments, pledges } from '../../db/schema/events.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import { medicalPlaces } from '../../db/schema/medi-finder.ts';
import { orderPayments, orders } from '../../db/schema/orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

export type Window = { from: Date; to: Date };

/**
 * Rows are grouped by their calendar day in Dar es Salaam (a date: cheap to compare) and only each group's day is
 * written out as YYYY-MM-DD, so the costly formatting runs 30 times, not once a row. The zone is written into the
 * text, not bound: a parameter would make the select's expression and the group by's two different ones.
 */
function byDarDay(column: AnyColumn): { day: SQL.Aliased<string>; group: SQL } {
  const group = sql`(${column} at time zone ${sql.raw(`'${BOOKING_TIME_ZONE}'`)})::date`;
  return { day: sql<string>`to_char(${group}, 'YYYY-MM-DD')`.as('day'), group };
}

const within = (column: AnyColumn, { from, to }: Window) => and(gte(column, from), lt(column, to));

// Sums are bigint, so a month of sales above int4's 2.1 billion stays exact.
const sumWhere = (name: string, column: AnyColumn, condition: SQL = sql`true`) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::bigint`.as(name);
const countWhere = (name: string, condition: SQL = sql`true`) =>
  sql<number>`(count(*) filter (where ${condition}))::int`.as(name);
/** The earliest time as ISO text to the millisecond (UTC), or null. */
const earliest = (name: string, column: AnyColumn) =>
  sql<string | null>`to_char(min(${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

/** How many rows of `table` each day, by the time in `column` (orders placed, accounts and shops opened). */
function countByDay(db: Database, name: string, table: PgTable, column: AnyColumn, window: Window) {
  const { day, group } = byDarDay(column);
  return db
    .select({ day, [name]: countWhere(name) })
    .from(table)
    .where(within(column, window))
    .groupBy(group);
}

function orderMoneyByDay(db: Database, window: Window) {
  const { day, group } = byDarDay(orderPayments.createdAt);
  return db
    .select({
      day,
      salesTzs: sumWhere('salesTzs', orderPayments.amountTzs, sql`${orderPayments.kind} = 'payment'`),
      refundsTzs: sumWhere('refundsTzs', orderPayments.amountTzs, sql`${orderPayments.kind} = 'refund'`),
    })
    .from(orderPayments)
    .where(within(orderPayments.createdAt, window))
    .groupBy(group);
}

/** Pledges made each day and not cancelled since, with what they promise (as the ledger's totals count them). */
function pledgesByDay(db: Database, window: Window) {
  const { day, group } = byDarDay(pledges.createdAt);
  return db
    .select({
      day,
      pledges: countWhere('pledges', sql`${pledges.cancelledAt} is null`),
      pledgedTzs: sumWhere('pledgedTzs', pledges.amountTzs, sql`${pledges.cancelledAt} is null`),
    })
    .from(pledges)
    .where(within(pledges.createdAt, window))
    .groupBy(group);
}

/** Money received for pledges by the day it was paid: rows reversed or refunded since no longer count. */
function collectedByDay(db: Database, window: Window) {
  const { day, group } = byDarDay(pledgePayments.paidAt);
  return db
    .select({ day, collectedTzs: sumWhere('collectedTzs', pledgePayments.amountTzs) })
    .from(pledgePayments)
    .where(and(eq(pledgePayments.status, 'received'), within(pledgePayments.paidAt, window)))
    .groupBy(group);
}

/** Attempts started in the window, by how they settled. */
function attemptOutcomes(db: Database, window: Window) {
  const status = paymentAttempts.status;
  return db
    .select({
      succeeded: countWhere('succeeded', sql`${status} = 'succeeded'`),
      failed: countWhere('failed', sql`${status} = 'failed'`),
      expired: countWhere('expired', sql`${status} = 'expired'`),
    })
    .from(paymentAttempts)
    .where(within(paymentAttempts.createdAt, window));
}

/** Attempts whose outcome is unknown now, whatever their age. */
function unknownAttempts(db: Database) {
  return db
    .select({ waiting: countWhere('waiting'), oldest: earliest('oldest', paymentAttempts.createdAt) })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, 'unknown'));
}

function pendingVendorRequests(db: Database) {
  return db
    .select({ waiting: countWhere('waiting'), oldest: earliest('oldest', vendorRequests.createdAt) })
    .from(vendorRequests)
    .where(eq(vendorRequests.status, 'pending'));
}

function pendingMedicalPlaces(db: Database) {
  return db
    .select({ waiting: countWhere('waiting'), oldest: earliest('oldest', medicalPlaces.createdAt) })
    .from(medicalPlaces)
    .where(eq(medicalPlaces.status, 'pending'));
}

type Figures = Record<string, number>;
export type DayFigures = { day: string } & Figures;
type Queue = { waiting: number; oldest: string | null };

export type OverviewFigures = {
  orders: DayFigures[];
  orderMoney: DayFigures[];
  pledges: DayFigures[];
  collected: DayFigures[];
  newUsers: DayFigures[];
  newVendors: DayFigures[];
  outcomes: { succeeded: number; failed: number; expired: number };
  unknown: Queue;
  vendorRequests: Queue;
  medicalPlaces: Queue;
};

const rowsOf = (query: SQLWrapper) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
const rowOf = (query: SQLWrapper) => sql`(select row_to_json(r) from (${query}) r)`;

/** Every figure of the overview, in one statement. */
export async function overviewFigures(db: Database, window: Window): Promise<OverviewFigures> {
  const [row] = await selectRows<OverviewFigures>(
    db,
    sql`select ${rowsOf(countByDay(db, 'orders', orders, orders.placedAt, window))} as "orders",
               ${rowsOf(orderMoneyByDay(db, window))} as "orderMoney",
               ${rowsOf(pledgesByDay(db, window))} as "pledges",
               ${rowsOf(collectedByDay(db, window))} as "collected",
               ${rowsOf(countByDay(db, 'newUsers', users, users.createdAt, window))} as "newUsers",
               ${rowsOf(countByDay(db, 'newVendors', vendors, vendors.createdAt, window))} as "newVendors",
               ${rowOf(attemptOutcomes(db, window))} as "outcomes",
               ${rowOf(unknownAttempts(db))} as "unknown",
               ${rowOf(pendingVendorRequests(db))} as "vendorRequests",
               ${rowOf(pendingMedicalPlaces(db))} as "medicalPlaces"`,
  );
  if (!row) throw new Error('the overview statement answered no row');
  return row;
}
