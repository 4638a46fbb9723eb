// The guest list's SQL. A guest's pledge is the event's pledge with the same phone, joined here with what it has been
// paid (summed from the received payments, never stored); the list's filters read where the pledge stands by money.
// A guest's card (features/cards makes them) is their live one, else their latest revoked one; they arrived when the
// door admitted that card (features/door).
import type { CardStatus, RsvpAnswer, RsvpChannel } from '@sherehe/core/card-rules';
import {
  type GuestPledgeFilter,
  type GuestSide,
  type GuestSort,
  guestSides,
} from '@sherehe/core/guest-rules';
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
  rsvp: RsvpAnswer | null;
  rsvp_seats: number | null;
  rsvp_at: string | Date | null;
  rsvp_via: RsvpChannel | null;
  card_status: CardStatus | null;
  card_code: string | null;
  card_token: string | null;
  card_type_id: string | null;
  card_type_name: string | null;
  card_seats: number | null;
  card_sent_at: string | Date | null;
  /** When the card above was admitted at the door (features/door). */
  arrived_at: string | Date | null;
  matching?: number | string;
};

/** The event's guests with their pledges, narrowed by `where` (over the guest's columns, as g). */
function guestsWithPledges(eventId: string, where: SQL[]) {
  return sql`
    with paid_per_pledge as (
      select pledge_id, sum(amount_tzs) as paid from pledge_payments
      where event_id = ${eventId}::uuid and status = 'received' group by pledge_id
    ), card_per_guest as (
      select distinct on (c.guest_id) c.id, c.guest_id, c.status, c.code, c.token, c.type_id, t.name as type_name,
             c.seats, c.sent_at
      from guest_cards c join event_card_types t on t.id = c.type_id
      where c.event_id = ${eventId}::uuid
      order by c.guest_id, c.status = 'revoked', c.created_at desc, c.id desc
    ), listed as (
      select g.id, g.name, g.phone, g.email, g.group_name, g.side, g.seats, g.notes, g.created_at, g.updated_at,
             p.id as pledge_id, p.amount_tzs as pledge_amount, coalesce(pp.paid, 0) as pledge_paid,
             p.due_date::text as pledge_due, p.cancelled_at is not null as pledge_cancelled,
             g.rsvp, g.rsvp_seats, g.rsvp_at, g.rsvp_via,
             c.status as card_status, c.code as card_code, c.token as card_token, c.type_id as card_type_id,
             c.type_name as card_type_name, c.seats as card_seats, c.sent_at as card_sent_at,
             a.scanned_at as arrived_at
      from event_guests g
      left join pledges p on p.event_id = g.event_id and p.phone = g.phone
      left join paid_per_pledge pp on pp.pledge_id = p.id
      left join card_per_guest c on c.guest_id = g.id
      left join card_admissions a on a.card_id = c.id
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

// Where a guest's card and answer stand: no card (or only a revoked one), waiting, sent; and yes, no, or a sent card
// not answered.
const cardFilters: Record<GuestCardFilter, SQL> = {
  none: sql`(card_status is null or card_status = 'revoked')`,
  waiting: sql`card_status = 'waiting'`,
  sent: sql`card_status = 'sent'`,
};
const rsvpFilters: Record<GuestRsvpFilter, SQL> = {
  yes: sql`rsvp = 'yes'`,
  no: sql`rsvp = 'no'`,
  none: sql`card_status = 'sent' and rsvp is null`,
};
const arrivedFilters: Record<'yes' | 'no', SQL> = {
  yes: sql`arrived_at is not null`,
  no: sql`arrived_at is null`,
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
  card?: GuestCardFilter | undefined;
  rsvp?: GuestRsvpFilter | undefined;
  arrived?: 'yes' | 'no' | undefined;
};
type GuestCardFilter = 'none' | 'waiting' | 'sent';
type GuestRsvpFilter = 'yes' | 'no' | 'none';

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
  const filters = [
    options.pledge ? pledgeFilters[options.pledge] : sql`true`,
    ...(options.card ? [cardFilters[options.card]] : []),
    ...(options.rsvp ? [rsvpFilters[options.rsvp]] : []),
    ...(options.arrived ? [arrivedFilters[options.arrived]] : []),
  ];
  return selectRows<GuestSqlRow>(
    db,
    sql`${guestsWithPledges(eventId, where)}
    select *, count(*) over () as matching from listed
    where ${sql.join(filters, sql` and `)}
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

type SideCounts = `${GuestSide}_${'guests' | 'seats' | 'yes' | 'seats_coming' | 'no' | 'unanswered'}`;
type CountsRow = Record<
  | 'guests'
  | 'seats'
  | 'pledged'
  | 'paid'
  | 'cards_waiting'
  | 'cards_sent'
  | 'arrived_guests'
  | 'arrived_seats'
  | SideCounts,
  number | string
>;

// Per side: guests and seats, and the answers (yes with the seats they said, no, a sent card not answered).
const sideCounts = sql.join(
  guestSides.map((side) => {
    const of = sql.raw(`side = '${side}'`);
    const name = (what: string) => sql.raw(`${side}_${what}`);
    return sql`count(*) filter (where ${of}) as ${name('guests')},
           coalesce(sum(seats) filter (where ${of}), 0) as ${name('seats')},
           count(*) filter (where ${of} and ${rsvpFilters.yes}) as ${name('yes')},
           coalesce(sum(rsvp_seats) filter (where ${of} and ${rsvpFilters.yes}), 0) as ${name('seats_coming')},
           count(*) filter (where ${of} and ${rsvpFilters.no}) as ${name('no')},
           count(*) filter (where ${of} and ${rsvpFilters.none}) as ${name('unanswered')}`;
  }),
  sql`, `,
);

/**
 * The whole list's counts: guests and seats, by side; guests with a live pledge, and those paid in full; cards by
 * status; answers by side; guests admitted at the door, and the seats their cards hold.
 */
export async function guestCounts(db: Database, eventId: string): Promise<CountsRow | undefined> {
  const [row] = await selectRows<CountsRow>(
    db,
    sql`${guestsWithPledges(eventId, [])}
    select count(*) as guests, coalesce(sum(seats), 0) as seats, ${sideCounts},
           count(*) filter (where ${livePledge}) as pledged,
           count(*) filter (where ${pledgeFilters.paid}) as paid,
           count(*) filter (where ${cardFilters.waiting}) as cards_waiting,
           count(*) filter (where ${cardFilters.sent}) as cards_sent,
           count(*) filter (where ${arrivedFilters.yes}) as arrived_guests,
           coalesce(sum(card_seats) filter (where ${arrivedFilters.yes}), 0) as arrived_seats
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
