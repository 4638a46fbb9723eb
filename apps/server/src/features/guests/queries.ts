// The guest list's SQL. A guest's pledge is the event's pledge with the same phone, joined here with what it has been
// paid (summed from the received payments, never stored); the list's filters read where the pledge stands by money.
import type { GuestPledgeFilter, GuestSide, GuestSort } from '@sherehe/core/guest-rules';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { eventGuests, pledges } from '../../db/schema/all.ts';
import { typedSearch } from '../../db/typed-search.ts';

export type GuestRecord = typeof eventGuests.$inferSelect;

/** A guest with their pledge's figures (null without one), as the list's SQL answers it. */
export type GuestSqlRow = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  group_name: string | null;
  side: GuestSide;
  seats: number;
  notes: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  pledge_id: string | null;
  pledge_amount: number | string | null;
  pledge_paid: number | string | null;
  pledge_due: string | null;
  pledge_cancelled: boolean | null;
  matching?: number | string;
};

/** The event's guests with their pledges, narrowed by `where` (over the guest's columns, as g). */
function guestsWithPledges(eventId: string, where: SQL[]) {
  return sql`
    with paid_per_pledge as (
      select pledge_id, sum(amount_tzs) as paid from pledge_payments
      where event_id = ${eventId}::uuid and status = 'received' group by pledge_id
    ), listed as (
      select g.id, g.name, g.phone, g.email, g.group_name, g.side, g.seats, g.notes, g.created_at, g.updated_at,
             p.id as pledge_id, p.amount_tzs as pledge_amount, coalesce(pp.paid, 0) as pledge_paid,
             p.due_date::text as pledge_due, p.cancelled_at is not null as pledge_cancelled
      from event_guests g
      left join pledges p on p.event_id = g.event_id and p.phone = g.phone
      left join paid_per_pledge pp on pp.pledge_id = p.id
      where ${sql.join([sql`g.event_id = ${eventId}::uuid`, ...where], sql` and `)}
    )`;
}

// Where a guest's pledge stands, by money: a cancelled pledge counts as none (the guest gives nothing).
const livePledge = sql`pledge_id is not null and not pledge_cancelled`;
const pledgeFilters: Record<GuestPledgeFilter, SQL> = {
  none: sql`(pledge_id is null or pledge_cancelled)`,
  unpaid: sql`${livePledge} and pledge_paid = 0`,
  partly_paid: sql`${livePledge} and pledge_paid > 0 and pledge_paid < pledge_amount`,
  paid: sql`${livePledge} and pledge_paid >= pledge_amount`,
};

function orderOf(sort: GuestSort, dir: 'asc' | 'desc'): SQL {
  const direction = dir === 'asc' ? sql`asc` : sql`desc`;
  if (sort === 'name') return sql`lower(name) ${direction}, id ${direction}`;
  if (sort === 'newest') return sql`created_at ${direction}, id ${direction}`;
  // By group, either way: guests without a group last, each group's guests by name.
  return sql`group_name is null, lower(group_name) ${direction}, group_name ${direction}, lower(name), id`;
}

export type GuestFilter = {
  q?: string | undefined;
  side?: GuestSide | undefined;
  group?: string | undefined;
  pledge?: GuestPledgeFilter | undefined;
};

export async function guestRows(
  db: Database,
  eventId: string,
  options: GuestFilter & { sort: GuestSort; dir: 'asc' | 'desc'; offset: number; limit: number },
): Promise<GuestSqlRow[]> {
  const where: SQL[] = [];
  const q = options.q?.trim();
  if (q)
    where.push(typedSearch(q, { text: [sql`g.name`, sql`g.email`, sql`g.group_name`], phone: sql`g.phone` }));
  if (options.side) where.push(sql`g.side = ${options.side}`);
  if (options.group) where.push(sql`g.group_name = ${options.group}`);
  return selectRows<GuestSqlRow>(
    db,
    sql`${guestsWithPledges(eventId, where)}
    select *, count(*) over () as matching from listed
    where ${options.pledge ? pledgeFilters[options.pledge] : sql`true`}
    order by ${orderOf(options.sort, options.dir)}
    offset ${options.offset} limit ${options.limit}`,
  );
}

/** One guest with their pledge. */
export async function guestWithPledge(db: Database, eventId: string, guestId: string) {
  const [row] = await selectRows<GuestSqlRow>(
    db,
    sql`${guestsWithPledges(eventId, [sql`g.id = ${guestId}::uuid`])} select * from listed`,
  );
  return row;
}

/** Every guest by name, for the export (the list holds at most GUESTS_PER_EVENT_MAX). */
export async function everyGuest(db: Database, eventId: string): Promise<GuestSqlRow[]> {
  return selectRows<GuestSqlRow>(
    db,
    sql`${guestsWithPledges(eventId, [])} select * from listed order by lower(name), id`,
  );
}

type CountsRow = Record<
  | 'guests'
  | 'seats'
  | 'bride_guests'
  | 'bride_seats'
  | 'groom_guests'
  | 'groom_seats'
  | 'either_guests'
  | 'either_seats'
  | 'pledged'
  | 'paid',
  number | string
>;

/** The whole list's counts: guests and seats, by side; guests with a live pledge, and those paid in full. */
export async function guestCounts(db: Database, eventId: string): Promise<CountsRow | undefined> {
  const [row] = await selectRows<CountsRow>(
    db,
    sql`${guestsWithPledges(eventId, [])}
    select count(*) as guests, coalesce(sum(seats), 0) as seats,
           count(*) filter (where side = 'bride') as bride_guests,
           coalesce(sum(seats) filter (where side = 'bride'), 0) as bride_seats,
           count(*) filter (where side = 'groom') as groom_guests,
           coalesce(sum(seats) filter (where side = 'groom'), 0) as groom_seats,
           count(*) filter (where side = 'either') as either_guests,
           coalesce(sum(seats) filter (where side = 'either'), 0) as either_seats,
           count(*) filter (where ${livePledge}) as pledged,
           count(*) filter (where ${pledgeFilters.paid}) as paid
    from listed`,
  );
  return row;
}

/** The event's groups, by name. */
export async function groupsOf(db: Database, eventId: string): Promise<string[]> {
  const rows = await selectRows<{ group_name: string }>(
    db,
    sql`select group_name from event_guests where event_id = ${eventId}::uuid and group_name is not null
        group by group_name order by lower(group_name), group_name`,
  );
  return rows.map((row) => row.group_name);
}

export async function countGuests(db: Database, eventId: string): Promise<number> {
  return db.$count(eventGuests, eq(eventGuests.eventId, eventId));
}

export async function findGuest(db: Database, eventId: string, guestId: string) {
  const [row] = await db
    .select()
    .from(eventGuests)
    .where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, eventId)));
  return row;
}

/** The guest holding `phone` on the event, but for `exceptId` (the guest being changed). */
export async function findGuestByPhone(db: Database, eventId: string, phone: string, exceptId?: string) {
  const [row] = await db
    .select({ id: eventGuests.id, name: eventGuests.name })
    .from(eventGuests)
    .where(
      and(
        eq(eventGuests.eventId, eventId),
        eq(eventGuests.phone, phone),
        exceptId ? ne(eventGuests.id, exceptId) : undefined,
      ),
    );
  return row;
}

export type GuestValues = Pick<
  typeof eventGuests.$inferInsert,
  'name' | 'phone' | 'email' | 'groupName' | 'side' | 'seats' | 'notes'
>;

export async function insertGuest(
  tx: Database,
  values: GuestValues & { eventId: string; createdBy: string },
): Promise<GuestRecord> {
  const [row] = await tx.insert(eventGuests).values(values).returning();
  if (!row) throw new Error('guest insert returned nothing');
  return row;
}

export async function updateGuestRow(tx: Database, guestId: string, changes: Partial<GuestValues>) {
  await tx
    .update(eventGuests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(eventGuests.id, guestId));
}

/** The removed guest's name; undefined when the event has no such guest. */
export async function deleteGuest(tx: Database, eventId: string, guestId: string) {
  const [row] = await tx
    .delete(eventGuests)
    .where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, eventId)))
    .returning({ name: eventGuests.name });
  return row?.name;
}

/**
 * An imported guest: added, or, when the event has a guest with the same phone, that guest changed (`changes`: what
 * the file gave). `inserted` tells the two apart (xmax is 0 only on a row this statement inserted).
 */
export async function upsertGuest(
  tx: Database,
  values: GuestValues & { eventId: string; createdBy: string },
  changes: Partial<GuestValues>,
): Promise<{ inserted: boolean }> {
  const [row] = await tx
    .insert(eventGuests)
    .values(values)
    .onConflictDoUpdate({
      target: [eventGuests.eventId, eventGuests.phone],
      targetWhere: sql`${eventGuests.phone} is not null`,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('guest upsert returned nothing');
  return row;
}

/** How many of `pledgeIds` are the event's pledges. */
export async function countEventPledges(db: Database, eventId: string, pledgeIds: string[]) {
  return db.$count(pledges, and(eq(pledges.eventId, eventId), inArray(pledges.id, pledgeIds)));
}

/** The pledges' contributors as guests; a phone already on the list is left as it is. Answers how many were added. */
export async function insertGuestsFromPledges(
  tx: Database,
  values: { eventId: string; pledgeIds: string[]; side: GuestSide; createdBy: string },
): Promise<number> {
  const added = await selectRows<{ id: string }>(
    tx,
    sql`insert into event_guests (event_id, name, phone, email, side, created_by)
        select event_id, name, phone, email, ${values.side}, ${values.createdBy}::uuid from pledges
        where event_id = ${values.eventId}::uuid and id in (${sql.join(
          values.pledgeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by created_at, id
        on conflict (event_id, phone) where phone is not null do nothing
        returning id`,
  );
  return added.length;
}
