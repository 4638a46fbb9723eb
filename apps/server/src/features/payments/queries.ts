// SQL of the payment rail: attempts, provider events, refunds.
import { and, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { paymentAttempts, paymentEvents, paymentRefunds } from '../../db/schema/payments.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type EventRow = typeof paymentEvents.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** A new attempt, unless one is already open (pending or unknown) for the purpose: then null. */
export async function insertAttempt(
  tx: Database,
  values: typeof paymentAttempts.$inferInsert,
): Promise<AttemptRow | null> {
  const [row] = await tx
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoNothing({
      target: [paymentAttempts.purposeKind, paymentAttempts.purposeId],
      where: sql`status in ('pending', 'unknown')`,
    })
    .returning();
  return row ?? null;
}

export async function findAttempt(db: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

/** Read under a row lock: the state machine's one writer at a time per attempt. */
export async function lockAttempt(tx: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row;
}

export async function updateAttempt(
  tx: Database,
  id: string,
  change: Partial<typeof paymentAttempts.$inferInsert>,
): Promise<AttemptRow> {
  const [row] = await tx
    .update(paymentAttempts)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, id))
    .returning();
  if (!row) throw new Error(`payment attempt ${id} vanished`);
  return row;
}

export async function latestAttemptOf(db: Database, kind: AttemptRow['purposeKind'], purposeId: string) {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.purposeKind, kind), eq(paymentAttempts.purposeId, purposeId)))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(1);
  return row?.id ?? null;
}

/** Stored once per provider and event id; null when it was already there (a replay). */
export async function insertEvent(
  tx: Database,
  values: typeof paymentEvents.$inferInsert,
): Promise<EventRow | null> {
  const [row] = await tx.insert(paymentEvents).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setEventOutcome(tx: Database, id: string, outcome: string, attemptId: string | null) {
  await tx.update(paymentEvents).set({ outcome, attemptId }).where(eq(paymentEvents.id, id));
}

export async function eventsOf(db: Database, attemptId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.attemptId, attemptId))
    .orderBy(paymentEvents.receivedAt, paymentEvents.id);
}

export async function refundsOf(db: Database, attemptId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.attemptId, attemptId))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
}

/** What has been (or is being) given back of an attempt: every refund that did not fail. */
export async function refundedOf(tx: Database, attemptId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountTzs}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.attemptId, attemptId), ne(paymentRefunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

/** Whether a refused refund has been sent again. */
export async function refundSentAgain(tx: Database, refundId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.againOf, refundId))
    .limit(1);
  return row !== undefined;
}

export async function insertRefund(
  tx: Database,
  values: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow> {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('no refund row');
  return row;
}

export async function findRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/**
 * Refunds of this provider's payments to ask about again: sent and still open, or paid since `since`; with their
 * payment.
 */
export async function refundsToRecheck(db: Database, provider: AttemptRow['provider'], since: Date) {
  return db
    .select({ refund: paymentRefunds, attempt: paymentAttempts })
    .from(paymentRefunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
    .where(
      and(
        eq(paymentAttempts.provider, provider),
        or(
          and(eq(paymentRefunds.status, 'pending'), sql`${paymentRefunds.sentAt} is not null`),
          and(
            eq(paymentRefunds.status, 'succeeded'),
            sql`${paymentRefunds.updatedAt} >= ${since.toISOString()}`,
          ),
        ),
      ),
    )
    .orderBy(paymentRefunds.createdAt);
}

export async function lockRefund(tx: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).for('update');
  return row;
}

export async function updateRefund(
  tx: Database,
  id: string,
  change: Partial<typeof paymentRefunds.$inferInsert>,
) {
  await tx
    .update(paymentRefunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(paymentRefunds.id, id));
}

/** Paid and refunded for one purpose, summed from the rows (late successes are owed back, so not counted paid). */
export async function totalsOf(db: Database, kind: AttemptRow['purposeKind'], purposeId: string) {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${paymentAttempts.amountTzs}) filter (where ${paymentAttempts.status} = 'succeeded'), 0)`,
      refunded: sql<string>`coalesce((select sum(r.amount_tzs) from payment_refunds r join payment_attempts a on a.id = r.attempt_id where a.purpose_kind = ${kind} and a.purpose_id = ${purposeId} and r.status <> 'failed'), 0)`,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.purposeKind, kind), eq(paymentAttempts.purposeId, purposeId)));
  return { paidTzs: Number(row?.paid ?? 0), refundedTzs: Number(row?.refunded ?? 0) };
}

export type AdminSearch = {
  q?: string | undefined;
  status?: AttemptRow['status'] | undefined;
  provider?: AttemptRow['provider'] | undefined;
  needsRefund?: boolean | undefined;
  limit: number;
  after?: PagePosition | undefined;
};

export async function searchAttempts(db: Database, search: AdminSearch) {
  const conditions: SQL[] = [];
  if (search.q) {
    // A number as people type it (0754…, 255754…, +255 754…) matches the stored +255754…: compare its digits, the
    // national 0 dropped.
    const digits = search.q.replace(/[^\d]/g, '').replace(/^0/, '');
    const matches: SQL[] = [
      sql`${paymentAttempts.id}::text = ${search.q.toLowerCase()}`,
      eq(paymentAttempts.providerReference, search.q),
      sql`${paymentAttempts.purposeId}::text = ${search.q.toLowerCase()}`,
    ];
    if (digits.length >= 4) matches.push(ilike(paymentAttempts.phone, `%${digits}%`));
    conditions.push(or(...matches) as SQL);
  }
  if (search.status) conditions.push(eq(paymentAttempts.status, search.status));
  if (search.provider) conditions.push(eq(paymentAttempts.provider, search.provider));
  if (search.needsRefund) {
    // Money owed back: a late success nothing was given back of, or a refused refund nobody has sent again whose
    // money no other refund has given back since.
    conditions.push(sql`(
      (${paymentAttempts.lateSuccessAt} is not null and not exists (
        select 1 from payment_refunds r where r.attempt_id = ${paymentAttempts.id} and r.status <> 'failed'))
      or exists (
        select 1 from payment_refunds r where r.attempt_id = ${paymentAttempts.id} and r.status = 'failed'
          and not exists (select 1 from payment_refunds again where again.again_of = r.id)
          and r.amount_tzs <= ${paymentAttempts.amountTzs} - (
            select coalesce(sum(given.amount_tzs), 0) from payment_refunds given
            where given.attempt_id = ${paymentAttempts.id} and given.status <> 'failed')))`);
  }
  conditions.push(olderThan(paymentAttempts.createdAt, paymentAttempts.id, search.after));
  return db
    .select({ attempt: paymentAttempts, exactCreatedAt: exactCreatedAt(paymentAttempts.createdAt) })
    .from(paymentAttempts)
    .where(and(...conditions))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
    .limit(search.limit);
}

export async function openAttemptIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.id, ids), inArray(paymentAttempts.status, ['pending', 'unknown'])));
}

/**
 * Attempts by status for the metrics: every open one (pending, unknown: read off the index that keeps one open attempt
 * per purpose), and those that ended among the attempts started in the last 24 hours (off the created_at, status
 * index), so a scrape stays cheap however many attempts the table holds.
 */
export async function countAttemptsByStatus(
  db: Database,
): Promise<{ status: AttemptRow['status']; count: number }[]> {
  const result = (await db.execute(sql`
    select status, count(*)::int as count from payment_attempts
      where status in ('pending', 'unknown') group by status
    union all
    select status, count(*)::int from payment_attempts
      where created_at > now() - interval '24 hours' and status not in ('pending', 'unknown') group by status`)) as unknown as {
    rows: { status: AttemptRow['status']; count: number }[];
  };
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
