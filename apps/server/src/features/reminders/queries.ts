// Reminder rules, who a reminder reaches (paid summed from received payments, STOP replies left out), what was sent,
// and the opt-out list.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { events, outboxMessages, reminderRules, reminderSends, smsOptOuts } from '../../db/schema/all.ts';
import { phoneOptedIn } from '../../platform/outbound/opted-in.ts';

// The day a rule counts back from: the pledge deadline, or the event's own day in Tanzania.
const ANCHOR_DAY = `(case r.anchor when 'deadline' then e.pledge_deadline
  else (e.starts_at at time zone 'Africa/Dar_es_Salaam')::date end)`;
const anchorDay = sql.raw(ANCHOR_DAY);

type RuleRow = {
  id: string;
  event_id: string;
  anchor: 'deadline' | 'event';
  days_before: number;
  only_unpaid: boolean;
  min_outstanding_tzs: number | string;
  sent_at: string | Date | null;
  sends_on: string;
  anchor_day: string;
  sent_count: number | string;
};

export type RuleView = {
  id: string;
  eventId: string;
  anchor: 'deadline' | 'event';
  daysBefore: number;
  onlyUnpaid: boolean;
  minOutstandingTzs: number;
  sentAt: Date | null;
  sendsOn: string;
  anchorDay: string;
  sentCount: number;
};

const toRule = (row: RuleRow): RuleView => ({
  id: row.id,
  eventId: row.event_id,
  anchor: row.anchor,
  daysBefore: Number(row.days_before),
  onlyUnpaid: row.only_unpaid,
  minOutstandingTzs: Number(row.min_outstanding_tzs),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  sendsOn: row.sends_on,
  anchorDay: row.anchor_day,
  sentCount: Number(row.sent_count),
});

const ruleColumns = sql.raw(`r.id, r.event_id, r.anchor, r.days_before, r.only_unpaid, r.min_outstanding_tzs,
  r.sent_at,
  to_char(${ANCHOR_DAY} - r.days_before, 'YYYY-MM-DD') as sends_on,
  to_char(${ANCHOR_DAY}, 'YYYY-MM-DD') as anchor_day,
  (select count(*) from reminder_sends s where s.rule_id = r.id) as sent_count`);

export async function selectRules(db: Database, eventId: string): Promise<RuleView[]> {
  const rows = await selectRows<RuleRow>(
    db,
    sql`select ${ruleColumns} from reminder_rules r join events e on e.id = r.event_id
        where r.event_id = ${eventId} order by sends_on, r.created_at, r.id`,
  );
  return rows.map(toRule);
}

export async function selectRule(db: Database, ruleId: string): Promise<RuleView | undefined> {
  const [row] = await selectRows<RuleRow>(
    db,
    sql`select ${ruleColumns} from reminder_rules r join events e on e.id = r.event_id where r.id = ${ruleId}`,
  );
  return row ? toRule(row) : undefined;
}

export async function countRules(db: Database, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reminderRules).where(eq(reminderRules.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** The new rule's id; undefined when the event has a rule for that day already (the unique index decides). */
export async function insertRule(
  db: Database,
  values: typeof reminderRules.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db
    .insert(reminderRules)
    .values(values)
    .onConflictDoNothing({ target: [reminderRules.eventId, reminderRules.anchor, reminderRules.daysBefore] })
    .returning({ id: reminderRules.id });
  return row?.id;
}

export async function deleteRule(db: Database, eventId: string, ruleId: string) {
  const [row] = await db
    .delete(reminderRules)
    .where(and(eq(reminderRules.id, ruleId), eq(reminderRules.eventId, eventId)))
    .returning({ anchor: reminderRules.anchor, daysBefore: reminderRules.daysBefore });
  return row;
}

/**
 * Rules due by today (Tanzania) whose anchor day has not passed, not yet run, on events not hidden. A closed event
 * still reminds: closed stops new pledges, not the payment of those made.
 */
export async function selectDueRuleIds(db: Database, today: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select r.id from reminder_rules r join events e on e.id = r.event_id
        where r.sent_at is null and e.hidden_at is null
          and ${anchorDay} - r.days_before <= ${today}::date and ${anchorDay} >= ${today}::date
        order by r.created_at, r.id`,
  );
  return rows.map((row) => row.id);
}

/** Locks a rule not yet run; nothing when another run finished it meanwhile (it waits for that run's lock first). */
export async function lockPendingRule(db: Database, ruleId: string): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from reminder_rules where id = ${ruleId} and sent_at is null for update`,
  );
  return rows.length > 0;
}

export async function markRuleSent(db: Database, ruleId: string): Promise<void> {
  await db.update(reminderRules).set({ sentAt: sql`now()` }).where(eq(reminderRules.id, ruleId));
}

export type PledgeToRemind = {
  id: string;
  name: string;
  phone: string;
  language: 'en' | 'sw';
  linkToken: string;
  amountTzs: number;
  paidTzs: number;
  dueDay: string;
  optedOut: boolean;
  /** The phone has an account or paid with its PIN: the text may name the contributor and the event. */
  optedIn: boolean;
};

/** Every pledge of the event that is not cancelled, with what it has received and whether its phone said STOP. */
export async function selectPledgesToRemind(db: Database, eventId: string): Promise<PledgeToRemind[]> {
  const rows = await selectRows<{
    id: string;
    name: string;
    phone: string;
    language: 'en' | 'sw';
    link_token: string;
    amount_tzs: number | string;
    paid_tzs: number | string;
    due_day: string;
    opted_out: boolean;
    opted_in: boolean;
  }>(
    db,
    sql`select p.id, p.name, p.phone, p.language, p.link_token, p.amount_tzs,
          coalesce((select sum(pp.amount_tzs) from pledge_payments pp
                    where pp.pledge_id = p.id and pp.status = 'received'), 0) as paid_tzs,
          to_char(coalesce(p.due_date, e.pledge_deadline), 'YYYY-MM-DD') as due_day,
          exists (select 1 from sms_opt_outs o where o.phone = p.phone) as opted_out,
          ${phoneOptedIn(sql`p.phone`)} as opted_in
        from pledges p join events e on e.id = p.event_id
        where p.event_id = ${eventId} and p.cancelled_at is null
        order by p.created_at, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    language: row.language,
    linkToken: row.link_token,
    amountTzs: Number(row.amount_tzs),
    paidTzs: Number(row.paid_tzs),
    dueDay: row.due_day,
    optedOut: row.opted_out,
    optedIn: row.opted_in,
  }));
}

/** Records a rule's send to a pledge; false when that rule reached that pledge already (the unique index). */
export async function insertRuleSend(db: Database, ruleId: string, pledgeId: string): Promise<boolean> {
  const rows = await db
    .insert(reminderSends)
    .values({ ruleId, pledgeId })
    .onConflictDoNothing({
      target: [reminderSends.ruleId, reminderSends.pledgeId],
      where: sql`${reminderSends.ruleId} is not null`,
    })
    .returning({ id: reminderSends.id });
  return rows.length > 0;
}

export async function insertManualSends(db: Database, pledgeIds: string[], sentBy: string): Promise<void> {
  if (pledgeIds.length === 0) return;
  await db.insert(reminderSends).values(pledgeIds.map((pledgeId) => ({ pledgeId, sentBy })));
}

export async function insertOptOut(db: Database, phone: string): Promise<void> {
  await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

export async function deleteOptOut(db: Database, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/** The texts sent to a number, newest first (the demo phone). */
export async function selectTextsTo(db: Database, phone: string, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      text: outboxMessages.body,
      sentAt: outboxMessages.createdAt,
      channel: outboxMessages.channel,
    })
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.channel, ['sms', 'whatsapp']), eq(outboxMessages.recipient, phone)))
    .orderBy(sql`${outboxMessages.createdAt} desc, ${outboxMessages.id} desc`)
    .limit(limit);
}

export async function selectEvent(db: Database, eventId: string) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  return event;
}
