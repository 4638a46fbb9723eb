// Pledges and their ledger of payments: SQL only. Every paid figure is summed from received pledge_payments rows, and
// a pledge's status is computed here exactly as core's pledgeStatus() computes it (a property test holds them equal).
import { pledgeStatuses } from '@sherehe/core/event-rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { events, pledgePayments, pledges, users } from '../../db/schema/all.ts';
import { typedSearch } from '../../db/typed-search.ts';

export type PledgeRow = typeof pledges.$inferSelect;
export type PledgePaymentRow = typeof pledgePayments.$inferSelect;

export async function findEventByCode(db: Database, code: string, options: { share?: boolean } = {}) {
  const query = db.select().from(events).where(eq(events.code, code));
  const [event] = options.share ? await query.for('share') : await query;
  return event;
}

export async function findEvent(db: Database, eventId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}

/**
 * The committee's pledge (added by hand or imported): one per phone per event, so a second with the same phone changes
 * the first (and brings back a cancelled one: the committee adding someone again means they give). `inserted` tells
 * the two apart (xmax is 0 only on a row this statement inserted). The public form never comes here (insertNewPledge).
 */
export async function upsertPledge(
  tx: Database,
  values: {
    eventId: string;
    name: string;
    phone: string;
    email: string | null;
    amountTzs: number;
    message: string | null | undefined;
    language: 'en' | 'sw';
    dueDate: string | null | undefined;
    source: PledgeRow['source'];
    linkToken: string;
  },
): Promise<{ id: string; linkToken: string; inserted: boolean }> {
  const [row] = await tx
    .insert(pledges)
    .values({
      eventId: values.eventId,
      name: values.name,
      phone: values.phone,
      email: values.email,
      amountTzs: values.amountTzs,
      message: values.message || null,
      language: values.language,
      dueDate: values.dueDate ?? null,
      source: values.source,
      linkToken: values.linkToken,
    })
    .onConflictDoUpdate({
      target: [pledges.eventId, pledges.phone],
      set: {
        name: values.name,
        amountTzs: values.amountTzs,
        language: values.language,
        cancelledAt: null,
        updatedAt: sql`now()`,
        // Left empty on the form: what was given before stays.
        email: sql`coalesce(excluded.email, ${pledges.email})`,
        ...(values.message === undefined ? {} : { message: values.message || null }),
        ...(values.dueDate === undefined ? {} : { dueDate: values.dueDate }),
      },
    })
    .returning({ id: pledges.id, linkToken: pledges.linkToken, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('pledge upsert returned nothing');
  return row;
}

/**
 * The Contribute form's pledge: a phone that already pledged to the event keeps its pledge as it is (only its owner
 * changes it, from their own link). `inserted` is false, with nothing returned, when the phone had pledged.
 */
export async function insertNewPledge(
  tx: Database,
  values: {
    eventId: string;
    name: string;
    phone: string;
    email: string | null;
    amountTzs: number;
    message: string | null;
    language: 'en' | 'sw';
    linkToken: string;
  },
): Promise<{ id: string; linkToken: string } | undefined> {
  const [row] = await tx
    .insert(pledges)
    .values({ ...values, source: 'contributor' })
    .onConflictDoNothing({ target: [pledges.eventId, pledges.phone] })
    .returning({ id: pledges.id, linkToken: pledges.linkToken });
  return row;
}

export async function findPledgeByPhone(db: Database, eventId: string, phone: string) {
  const [row] = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.eventId, eventId), eq(pledges.phone, phone)));
  return row;
}

export async function findPledgeByToken(db: Database, token: string) {
  const [row] = await db
    .select({ pledge: pledges, event: events })
    .from(pledges)
    .innerJoin(events, eq(events.id, pledges.eventId))
    .where(eq(pledges.linkToken, token));
  return row;
}

export async function findPledgeById(db: Database, pledgeId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(pledges).where(eq(pledges.id, pledgeId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function hostNameOf(db: Database, hostUserId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, hostUserId));
  return row?.name ?? '';
}

export async function findEventPledge(db: Database, eventId: string, pledgeId: string) {
  const [row] = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.id, pledgeId), eq(pledges.eventId, eventId)));
  return row;
}

export async function paidOf(db: Database, pledgeId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${pledgePayments.amountTzs}), 0)` })
    .from(pledgePayments)
    .where(and(eq(pledgePayments.pledgeId, pledgeId), eq(pledgePayments.status, 'received')));
  return Number(row?.paid ?? 0);
}

export async function paymentsOf(db: Database, pledgeId: string) {
  return db
    .select({ payment: pledgePayments, recorderName: users.name })
    .from(pledgePayments)
    .leftJoin(users, eq(users.id, pledgePayments.recordedBy))
    .where(eq(pledgePayments.pledgeId, pledgeId))
    .orderBy(desc(pledgePayments.paidAt), desc(pledgePayments.createdAt));
}

/** A mobile-money success: written once per attempt however often it is heard (the attempt id is unique). */
export async function insertMobilePayment(
  tx: Database,
  values: { pledgeId: string; eventId: string; amountTzs: number; attemptId: string; receipt: string | null },
): Promise<PledgePaymentRow | undefined> {
  const [row] = await tx
    .insert(pledgePayments)
    .values({ ...values, method: 'mobile_money' })
    .onConflictDoNothing({ target: pledgePayments.attemptId })
    .returning();
  return row;
}

export async function insertRecordedPayment(
  tx: Database,
  values: {
    pledgeId: string;
    eventId: string;
    amountTzs: number;
    method: 'cash' | 'bank';
    receipt: string;
    recordedBy: string;
    paidAt: Date;
  },
): Promise<PledgePaymentRow> {
  const [row] = await tx.insert(pledgePayments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

export async function receiptTaken(tx: Database, eventId: string, receipt: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pledgePayments.id })
    .from(pledgePayments)
    .where(
      and(
        eq(pledgePayments.eventId, eventId),
        eq(pledgePayments.receipt, receipt),
        eq(pledgePayments.status, 'received'),
        sql`${pledgePayments.method} <> 'mobile_money'`,
      ),
    );
  return row !== undefined;
}

export async function lockEventPayment(tx: Database, eventId: string, paymentId: string) {
  const [row] = await tx
    .select()
    .from(pledgePayments)
    .where(and(eq(pledgePayments.id, paymentId), eq(pledgePayments.eventId, eventId)))
    .for('update');
  return row;
}

export async function markPaymentUndone(
  tx: Database,
  paymentId: string,
  values: { status: 'reversed' | 'refunded'; reversedBy: string; reversalReason: string },
) {
  await tx
    .update(pledgePayments)
    .set({ ...values, reversedAt: sql`now()` })
    .where(eq(pledgePayments.id, paymentId));
}

export async function updatePledgeRow(
  tx: Database,
  pledgeId: string,
  values: Partial<Pick<PledgeRow, 'name' | 'email' | 'amountTzs' | 'dueDate' | 'cancelledAt'>>,
) {
  await tx
    .update(pledges)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pledges.id, pledgeId));
}

// The ledger.

export type LedgerSqlRow = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  amount_tzs: number;
  paid: number | string;
  outstanding: number | string;
  status: (typeof pledgeStatuses)[number];
  due_date: string | null;
  message: string | null;
  opted_out: boolean;
  created_at: string | Date;
  cancelled: boolean;
  matching?: number | string;
  created_key?: string;
};

const statusRank = sql.raw(
  `case status ${pledgeStatuses.map((status, index) => `when '${status}' then ${index}`).join(' ')} end`,
);

const orderings = {
  name: sql`lower(name)`,
  pledged: sql`amount_tzs`,
  paid: sql`paid`,
  outstanding: sql`outstanding`,
  newest: sql`created_at`,
  status: statusRank,
} as const;

function ledgerSource(eventId: string, today: string) {
  // The same order of rules as core's pledgeStatus(): cancelled, paid in full, overdue, partly paid, pledged.
  return sql`
    with paid_per_pledge as (
      select pledge_id, sum(amount_tzs) as paid from pledge_payments
      where event_id = ${eventId}::uuid and status = 'received' group by pledge_id
    ), rows as (
      select p.id, p.name, p.phone, p.email, p.amount_tzs, p.due_date::text as due_date, p.message, p.created_at,
             p.cancelled_at is not null as cancelled,
             coalesce(pp.paid, 0) as paid,
             case when p.cancelled_at is not null then 0 else greatest(p.amount_tzs - coalesce(pp.paid, 0), 0) end
               as outstanding,
             case when p.cancelled_at is not null then 'cancelled'
                  when coalesce(pp.paid, 0) >= p.amount_tzs then 'paid'
                  when p.due_date is not null and p.due_date < ${today}::date then 'overdue'
                  when coalesce(pp.paid, 0) > 0 then 'partly_paid'
                  else 'pledged' end as status,
             exists (select 1 from sms_opt_outs o where o.phone = p.phone) as opted_out
      from pledges p left join paid_per_pledge pp on pp.pledge_id = p.id
      where p.event_id = ${eventId}::uuid
    )`;
}

/** The status rules of core's pledgeStatus(), in its order, over a row with amount_tzs, paid, due_date, cancelled_at. */
const statusCase = (today: string) => sql`
  case when cancelled_at is not null then 'cancelled'
       when paid >= amount_tzs then 'paid'
       when due_date is not null and due_date < ${today}::date then 'overdue'
       when paid > 0 then 'partly_paid'
       else 'pledged' end`;

/** Orders a page can take from the pledges alone, without first summing every contributor's payments. */
const pledgeOrders = new Set(['name', 'pledged', 'newest']);

export async function ledgerRows(
  db: Database,
  eventId: string,
  options: {
    today: string;
    q?: string | undefined;
    status?: (typeof pledgeStatuses)[number] | undefined;
    sort: keyof typeof orderings;
    dir: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<LedgerSqlRow[]> {
  const search = [sql`true`];
  const q = options.q?.trim();
  if (q) search.push(typedSearch(q, { text: [sql`name`, sql`email`], phone: sql`phone` }));
  const direction = options.dir === 'asc' ? sql`asc` : sql`desc`;
  const order = sql`${orderings[options.sort]} ${direction}, created_at ${direction}, id ${direction}`;
  if (!options.status && pledgeOrders.has(options.sort)) {
    // The usual first page (newest first, or by name or amount, perhaps searched): the page is chosen from the
    // pledges alone, and only its rows' payments are summed. Same columns, same rules as the full path below.
    return selectRows<LedgerSqlRow>(
      db,
      sql`
      with page as (
        select * from pledges where event_id = ${eventId}::uuid and ${sql.join(search, sql` and `)}
        order by ${order} offset ${options.offset} limit ${options.limit}
      ), summed as (
        select page.*, coalesce((select sum(pp.amount_tzs) from pledge_payments pp
                                 where pp.pledge_id = page.id and pp.status = 'received'), 0) as paid
        from page
      )
      select id, name, phone, email, amount_tzs, due_date::text as due_date, message, created_at,
             cancelled_at is not null as cancelled, paid,
             case when cancelled_at is not null then 0 else greatest(amount_tzs - paid, 0) end as outstanding,
             ${statusCase(options.today)} as status,
             exists (select 1 from sms_opt_outs o where o.phone = summed.phone) as opted_out,
             (select count(*) from pledges where event_id = ${eventId}::uuid and ${sql.join(search, sql` and `)})
               as matching
      from summed order by ${order}`,
    );
  }
  const filters = options.status ? [...search, sql`status = ${options.status}`] : search;
  return selectRows<LedgerSqlRow>(
    db,
    sql`${ledgerSource(eventId, options.today)}
    select *, count(*) over () as matching from rows
    where ${sql.join(filters, sql` and `)}
    order by ${order}
    offset ${options.offset} limit ${options.limit}`,
  );
}

/** How many rows match when the page asked for is past the end (the window count then has no row to ride on). */
export async function ledgerCount(
  db: Database,
  eventId: string,
  options: { today: string; q?: string | undefined; status?: (typeof pledgeStatuses)[number] | undefined },
): Promise<number> {
  const [row] = await ledgerRows(db, eventId, {
    ...options,
    sort: 'newest',
    dir: 'desc',
    offset: 0,
    limit: 1,
  });
  return Number(row?.matching ?? 0);
}

/** The whole ledger in pages of `size`, oldest first by keyset: an export of any size never holds it all at once. */
export async function ledgerChunk(
  db: Database,
  eventId: string,
  today: string,
  after: { createdAt: string; id: string } | null,
  size: number,
): Promise<LedgerSqlRow[]> {
  return selectRows<LedgerSqlRow>(
    db,
    sql`${ledgerSource(eventId, today)}
    select *, created_at::text as created_key from rows
    ${after ? sql`where (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by created_at, id limit ${size}`,
  );
}

/** The accounts told about an event's pledges and payments: its host, and the treasurers on its committee. */
export async function hostAndTreasurers(db: Database, eventId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select host_user_id as id from events where id = ${eventId}::uuid
        union
        select u.id from event_members m
        join users u on u.email = m.contact or u.phone = m.contact
        where m.event_id = ${eventId}::uuid and m.role = 'treasurer'`,
  );
  return rows.map((row) => row.id);
}
