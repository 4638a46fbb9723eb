// SQL of an event's withdrawals: the requests, their payouts, and the committee they concern.
import { WITHDRAWAL_APPROVER_ROLES } from '@sherehe/core/event-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { eventMembers, events, eventWithdrawals, type payouts, users } from '../../db/schema/all.ts';

export type WithdrawalRow = typeof eventWithdrawals.$inferSelect;

export async function insertWithdrawal(
  tx: Database,
  values: Pick<
    typeof eventWithdrawals.$inferInsert,
    'eventId' | 'amountTzs' | 'phone' | 'accountName' | 'requestedBy'
  >,
): Promise<WithdrawalRow | undefined> {
  // One waiting per event (a unique index): undefined when another request got there first.
  const [row] = await tx.insert(eventWithdrawals).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockWithdrawal(
  tx: Database,
  eventId: string,
  withdrawalId: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventWithdrawals)
    .where(and(eq(eventWithdrawals.id, withdrawalId), eq(eventWithdrawals.eventId, eventId)))
    .for('update');
  return row;
}

export async function decideWithdrawal(
  tx: Database,
  withdrawalId: string,
  values: { state: 'approved' | 'cancelled'; decidedBy: string | null; payoutId?: string },
): Promise<void> {
  await tx
    .update(eventWithdrawals)
    .set({ ...values, decidedAt: sql`now()` })
    .where(eq(eventWithdrawals.id, withdrawalId));
}

/** Whether a withdrawal is waiting for approval or a payout of the event is on its way. */
export async function hasOpenWithdrawal(db: Database, eventId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from event_withdrawals where event_id = ${eventId} and state = 'awaiting_approval'
        union all
        select 1 from payouts where event_id = ${eventId} and status in ('pending', 'unknown')
        limit 1`,
  );
  return rows.length > 0;
}

/** Whether the committee has a chair or a treasurer: then a withdrawal waits for a second person's approval. */
export async function hasApprovers(db: Database, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: eventMembers.id })
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.role, [...WITHDRAWAL_APPROVER_ROLES])))
    .limit(1);
  return rows.length > 0;
}

export type WithdrawalListRow = WithdrawalRow & {
  requestedByName: string | null;
  decidedByName: string | null;
  payoutStatus: (typeof payouts.$inferSelect)['status'] | null;
  failureMessage: string | null;
};

/** The event's withdrawals, newest first, with who asked and decided and how their payout stands. */
export async function withdrawalsOf(db: Database, eventId: string, limit = 50): Promise<WithdrawalListRow[]> {
  const rows = await selectRows<{
    id: string;
    event_id: string;
    amount_tzs: number;
    phone: string;
    account_name: string | null;
    state: WithdrawalRow['state'];
    requested_by: string | null;
    decided_by: string | null;
    decided_at: Date | string | null;
    payout_id: string | null;
    created_at: Date | string;
    requested_by_name: string | null;
    decided_by_name: string | null;
    payout_status: WithdrawalListRow['payoutStatus'];
    failure_message: string | null;
  }>(
    db,
    sql`select w.*, r.name as requested_by_name, d.name as decided_by_name,
               p.status as payout_status, p.failure_message
        from event_withdrawals w
        left join users r on r.id = w.requested_by
        left join users d on d.id = w.decided_by
        left join payouts p on p.id = w.payout_id
        where w.event_id = ${eventId}
        order by w.created_at desc, w.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    amountTzs: Number(row.amount_tzs),
    phone: row.phone,
    accountName: row.account_name,
    state: row.state,
    requestedBy: row.requested_by,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    payoutId: row.payout_id,
    createdAt: new Date(row.created_at),
    requestedByName: row.requested_by_name,
    decidedByName: row.decided_by_name,
    payoutStatus: row.payout_status,
    failureMessage: row.failure_message,
  }));
}

export async function withdrawalOfPayout(db: Database, payoutId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(eventWithdrawals).where(eq(eventWithdrawals.payoutId, payoutId));
  return row;
}

/** The accounts of the committee: the host and every member whose contact belongs to an account. */
export async function committeeAccounts(db: Database, eventId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select host_user_id as id from events where id = ${eventId}::uuid
        union
        select u.id from event_members m
        join users u on u.email = m.contact or u.phone = m.contact
        where m.event_id = ${eventId}::uuid and m.role <> 'gate'`,
  );
  return rows.map((row) => row.id);
}

/**
 * Where the committee is reached: each member's invited contact, and the host's phone or else e-mail. A gate officer
 * is not told of money (here and in committeeAccounts): they keep the door.
 */
export async function committeeContacts(db: Database, eventId: string): Promise<string[]> {
  const rows = await selectRows<{ contact: string }>(
    db,
    sql`select coalesce(u.phone, u.email) as contact from events e join users u on u.id = e.host_user_id
        where e.id = ${eventId}::uuid and coalesce(u.phone, u.email) is not null
        union
        select contact from event_members where event_id = ${eventId}::uuid and role <> 'gate'`,
  );
  return rows.map((row) => row.contact);
}

export async function nameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export async function eventNameOf(db: Database, eventId: string): Promise<string> {
  const [row] = await db.select({ name: events.name }).from(events).where(eq(events.id, eventId));
  return row?.name ?? '';
}
