// SQL of events, their committee, their history and the admins' list.
import { committeeRoles } from '@sherehe/core/event-rules';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import { eventMembers, events, users } from '../../db/schema/all.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';
import type { EventRow } from './event-access.ts';

export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MemberRow = typeof eventMembers.$inferSelect;

/** The new event, or undefined when its code is taken already (the caller draws another). */
export async function insertEventUnlessCodeTaken(
  db: Database,
  values: EventValues,
): Promise<EventRow | undefined> {
  const [row] = await db
    .insert(events)
    .values(values)
    .onConflictDoNothing({ target: events.code })
    .returning();
  return row;
}

export async function updateEvent(db: Database, id: string, values: Partial<EventValues>): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw new Error(`no event ${id}`);
  return row;
}

export async function findEvent(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EventRow | undefined> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findEventByCode(db: Database, code: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.code, code));
  return row;
}

export type Person = { name: string; email: string | null; phone: string | null };

export async function findPerson(db: Database, userId: string): Promise<Person> {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export function eventsHostedBy(db: Database, userId: string): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.hostUserId, userId));
}

/** Events where one of the contacts is on the committee (and the account is not the host), with the role. */
export async function eventsHelpedBy(
  db: Database,
  userId: string,
  contacts: string[],
): Promise<{ event: EventRow; role: MemberRow['role'] }[]> {
  if (contacts.length === 0) return [];
  const rows = await db
    .select({ event: events, role: eventMembers.role })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .where(and(inArray(eventMembers.contact, contacts), ne(events.hostUserId, userId)));
  // An account with both its e-mail and its phone invited to one event acts in the first of its roles in
  // committeeRoles' order, as roleOnEvent says (a gate officer also invited as a member is a member).
  const rank = (role: MemberRow['role']) => committeeRoles.indexOf(role);
  const byEvent = new Map<string, { event: EventRow; role: MemberRow['role'] }>();
  for (const row of rows) {
    const before = byEvent.get(row.event.id);
    if (!before || rank(row.role) < rank(before.role)) byEvent.set(row.event.id, row);
  }
  return [...byEvent.values()];
}

export type MemberWithName = MemberRow & { name: string | null };

/** The committee, oldest invitation first, with the name of the account each contact belongs to (if any). */
export async function membersOf(db: Database, eventId: string): Promise<MemberWithName[]> {
  const rows = await selectRows<{
    id: string;
    event_id: string;
    contact: string;
    role: MemberRow['role'];
    invited_by: string | null;
    created_at: Date | string;
    name: string | null;
  }>(
    db,
    sql`select m.id, m.event_id, m.contact, m.role, m.invited_by, m.created_at,
               (select u.name from users u where u.email = m.contact or u.phone = m.contact limit 1) as name
        from event_members m where m.event_id = ${eventId}
        order by m.created_at, m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    contact: row.contact,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: new Date(row.created_at),
    name: row.name,
  }));
}

/** The new member, or undefined when the contact is on this committee already. */
export async function countMembers(db: Database, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventMembers)
    .where(eq(eventMembers.eventId, eventId));
  return Number(row?.n ?? 0);
}

export async function insertMemberUnlessThere(
  db: Database,
  values: { eventId: string; contact: string; role: MemberRow['role']; invitedBy: string },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .insert(eventMembers)
    .values(values)
    .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.contact] })
    .returning();
  return row;
}

export async function findMember(
  db: Database,
  eventId: string,
  memberId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.id, memberId)));
  return row;
}

export async function setMemberRole(
  db: Database,
  memberId: string,
  role: MemberRow['role'],
): Promise<MemberRow> {
  const [row] = await db.update(eventMembers).set({ role }).where(eq(eventMembers.id, memberId)).returning();
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

export async function deleteMember(db: Database, memberId: string): Promise<void> {
  await db.delete(eventMembers).where(eq(eventMembers.id, memberId));
}

export async function accountNameOf(db: Database, contact: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(sql`${users.email} = ${contact} or ${users.phone} = ${contact}`)
    .orderBy(desc(users.createdAt))
    .limit(1);
  return row?.name ?? null;
}

export type HistoryRow = {
  id: string;
  action: string;
  details: Record<string, string | number>;
  created_at: Date | string;
  exact_created_at: string;
  actor_name: string | null;
};

/** Newest first, one beyond the limit (page-cursor.ts tells from it whether another page follows). */
export function historyOf(db: Database, eventId: string, limit: number, after?: PagePosition) {
  return selectRows<HistoryRow>(
    db,
    sql`select h.id, h.action, h.details, h.created_at, ${exactCreatedAt(sql`h.created_at`)} as exact_created_at,
               u.name as actor_name
        from event_history h left join users u on u.id = h.actor_user_id
        where h.event_id = ${eventId} and ${olderThan(sql`h.created_at`, sql`h.id`, after)}
        order by h.created_at desc, h.id desc limit ${limit + 1}`,
  );
}

export type AdminEventRow = {
  id: string;
  code: string;
  name: string;
  kind: EventRow['kind'];
  starts_at: Date | string;
  status: EventRow['status'];
  host_name: string;
  host_email: string | null;
  host_phone: string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  created_at: Date | string;
  exact_created_at: string;
};

const adminColumns = sql`e.id, e.code, e.name, e.kind, e.starts_at, e.status, u.name as host_name,
  u.email as host_email, u.phone as host_phone, e.hidden_at, e.hidden_reason, e.created_at,
  ${exactCreatedAt(sql`e.created_at`)} as exact_created_at`;

/** Newest first; `q` matches the name, or the code as typed (any case, spaces). One beyond the limit. */
export function adminEventsPage(
  db: Database,
  options: {
    q?: string | undefined;
    code?: string | undefined;
    hidden?: boolean | undefined;
    limit: number;
    after?: PagePosition | undefined;
  },
) {
  const pattern = containsPattern(options.q);
  const search = pattern ? sql`(e.name ilike ${pattern} or e.code = ${options.code ?? ''})` : sql`true`;
  const hidden =
    options.hidden === undefined
      ? sql`true`
      : options.hidden
        ? sql`e.hidden_at is not null`
        : sql`e.hidden_at is null`;
  return selectRows<AdminEventRow>(
    db,
    sql`select ${adminColumns} from events e join users u on u.id = e.host_user_id
        where ${search} and ${hidden} and ${olderThan(sql`e.created_at`, sql`e.id`, options.after)}
        order by e.created_at desc, e.id desc limit ${options.limit + 1}`,
  );
}

export async function findAdminEvent(db: Database, id: string): Promise<AdminEventRow | undefined> {
  const [row] = await selectRows<AdminEventRow>(
    db,
    sql`select ${adminColumns} from events e join users u on u.id = e.host_user_id where e.id = ${id}`,
  );
  return row;
}

/** Every stored image an event's cover points at: the daily sweep of unused files keeps these. */
export async function coverKeysInUse(db: Database): Promise<Set<string>> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select cover_key as key from events where cover_key is not null`,
  );
  return new Set(rows.map((row) => row.key));
}
