// The committee's cards in SQL: card types with their counts, cards made, released, resent and revoked, who is
// reminded to answer, and a guest's answer by text. A guest's pledge is the event's pledge with the same phone; what it
// has been paid is summed from its received payments, never stored.
import type { CardReleaseRule, CardStatus, RsvpAnswer } from '@sherehe/core/card-rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { eventCardTypes, eventGuests, events, guestCards } from '../../db/schema/all.ts';
import { phoneOptedIn } from '../../platform/outbound/opted-in.ts';

export async function findEventRow(db: Database, eventId: string) {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

export type CardTypeRecord = typeof eventCardTypes.$inferSelect;
export type CardTypeValues = Pick<CardTypeRecord, 'name' | 'seats' | 'rule' | 'amountTzs'>;

export type CardTypeSqlRow = {
  id: string;
  name: string;
  seats: number;
  rule: CardReleaseRule;
  amount_tzs: number | null;
  waiting: number | string;
  sent: number | string;
};

const typesWithCounts = (eventId: string, typeId?: string) => sql`
  select t.id, t.name, t.seats, t.rule, t.amount_tzs,
         count(c.id) filter (where c.status = 'waiting') as waiting,
         count(c.id) filter (where c.status = 'sent') as sent
  from event_card_types t left join guest_cards c on c.type_id = t.id
  where t.event_id = ${eventId}::uuid ${typeId ? sql`and t.id = ${typeId}::uuid` : sql``}
  group by t.id order by t.created_at, t.id`;

export async function cardTypeRows(db: Database, eventId: string): Promise<CardTypeSqlRow[]> {
  return selectRows<CardTypeSqlRow>(db, typesWithCounts(eventId));
}

export async function cardTypeRow(db: Database, eventId: string, typeId: string) {
  const [row] = await selectRows<CardTypeSqlRow>(db, typesWithCounts(eventId, typeId));
  return row;
}

export async function countCardTypes(db: Database, eventId: string): Promise<number> {
  return db.$count(eventCardTypes, eq(eventCardTypes.eventId, eventId));
}

export async function findCardType(db: Database, eventId: string, typeId: string) {
  const [row] = await db
    .select()
    .from(eventCardTypes)
    .where(and(eq(eventCardTypes.id, typeId), eq(eventCardTypes.eventId, eventId)));
  return row;
}

export async function insertCardType(tx: Database, values: CardTypeValues & { eventId: string }) {
  const [row] = await tx.insert(eventCardTypes).values(values).returning();
  if (!row) throw new Error('card type insert returned nothing');
  return row;
}

export async function updateCardTypeRow(tx: Database, typeId: string, values: CardTypeValues) {
  await tx.update(eventCardTypes).set(values).where(eq(eventCardTypes.id, typeId));
}

export async function deleteCardType(tx: Database, typeId: string) {
  await tx.delete(eventCardTypes).where(eq(eventCardTypes.id, typeId));
}

/** Whether any card, revoked ones too, was made of the type. */
export async function cardTypeInUse(db: Database, typeId: string): Promise<boolean> {
  return (await db.$count(guestCards, eq(guestCards.typeId, typeId))) > 0;
}

/** A waiting card follows its type's seats until it goes out; so does its guest. */
export async function setWaitingCardSeats(tx: Database, typeId: string, seats: number) {
  await tx.execute(sql`
    with changed as (
      update guest_cards set seats = ${seats} where type_id = ${typeId}::uuid and status = 'waiting'
      returning guest_id
    )
    update event_guests set seats = ${seats}, updated_at = now() where id in (select guest_id from changed)`);
}

// A guest's pledge by money: amount, paid (received payments) and whether it was cancelled; nulls without one.
const pledgeOfGuest = sql`
  left join lateral (
    select p.amount_tzs as pledge_amount, p.cancelled_at is not null as pledge_cancelled,
           coalesce((select sum(pp.amount_tzs) from pledge_payments pp
                     where pp.pledge_id = p.id and pp.status = 'received'), 0) as pledge_paid
    from pledges p where p.event_id = g.event_id and p.phone = g.phone
  ) pl on true`;

export type PledgeFigures = {
  pledge_amount: number | string | null;
  pledge_paid: number | string | null;
  pledge_cancelled: boolean | null;
};

export type GuestToCard = PledgeFigures & {
  id: string;
  name: string;
  phone: string | null;
  /** Holds a card that is waiting or sent. */
  carded: boolean;
  opted_out: boolean;
  opted_in: boolean;
};

/** The event's guests among `guestIds`, with their pledges, whether they hold a live card and may be texted. */
export async function guestsToCard(
  db: Database,
  eventId: string,
  guestIds: string[],
): Promise<GuestToCard[]> {
  return selectRows<GuestToCard>(
    db,
    sql`select g.id, g.name, g.phone, pl.pledge_amount, pl.pledge_paid, pl.pledge_cancelled,
               exists (select 1 from guest_cards c where c.guest_id = g.id and c.status <> 'revoked') as carded,
               exists (select 1 from sms_opt_outs o where o.phone = g.phone) as opted_out,
               (g.phone is not null and ${phoneOptedIn(sql`g.phone`)}) as opted_in
        from event_guests g ${pledgeOfGuest}
        where g.event_id = ${eventId}::uuid and g.id in (${sql.join(
          guestIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by lower(g.name), g.id`,
  );
}

/** One guest of the event, and whether their phone may be texted. */
export async function guestForCard(db: Database, eventId: string, guestId: string) {
  const [row] = await selectRows<Omit<GuestToCard, 'carded' | keyof PledgeFigures>>(
    db,
    sql`select g.id, g.name, g.phone,
               exists (select 1 from sms_opt_outs o where o.phone = g.phone) as opted_out,
               (g.phone is not null and ${phoneOptedIn(sql`g.phone`)}) as opted_in
        from event_guests g where g.event_id = ${eventId}::uuid and g.id = ${guestId}::uuid`,
  );
  return row;
}

/** Which of `codes` the event's cards hold already. */
export async function takenCardCodes(db: Database, eventId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: guestCards.code })
    .from(guestCards)
    .where(and(eq(guestCards.eventId, eventId), inArray(guestCards.code, codes)));
  return new Set(rows.map((row) => row.code));
}

export type NewCard = {
  eventId: string;
  guestId: string;
  typeId: string;
  code: string;
  token: string;
  seats: number;
  status: 'waiting' | 'sent';
  sentAt: Date | null;
  releasedAt: Date | null;
};

export async function insertCards(tx: Database, cards: NewCard[]): Promise<void> {
  if (cards.length > 0) await tx.insert(guestCards).values(cards);
}

/** A guest's seats follow the card made for them. */
export async function setGuestSeats(tx: Database, guestIds: string[], seats: number) {
  if (guestIds.length === 0) return;
  await tx.update(eventGuests).set({ seats, updatedAt: sql`now()` }).where(inArray(eventGuests.id, guestIds));
}

export type WaitingCard = PledgeFigures & {
  id: string;
  token: string;
  seats: number;
  guest_name: string;
  phone: string | null;
  rule: CardReleaseRule;
  amount_tzs: number | null;
  opted_out: boolean;
  opted_in: boolean;
};

/** The event's waiting cards, of one type or of the guest(s) with one phone, with their guests' pledges. */
export async function waitingCards(
  db: Database,
  eventId: string,
  of: { typeId: string } | { phone: string },
): Promise<WaitingCard[]> {
  const which = 'typeId' in of ? sql`c.type_id = ${of.typeId}::uuid` : sql`g.phone = ${of.phone}`;
  return selectRows<WaitingCard>(
    db,
    sql`select c.id, c.token, c.seats, g.name as guest_name, g.phone, t.rule, t.amount_tzs,
               pl.pledge_amount, pl.pledge_paid, pl.pledge_cancelled,
               exists (select 1 from sms_opt_outs o where o.phone = g.phone) as opted_out,
               (g.phone is not null and ${phoneOptedIn(sql`g.phone`)}) as opted_in
        from guest_cards c
        join event_guests g on g.id = c.guest_id
        join event_card_types t on t.id = c.type_id
        ${pledgeOfGuest}
        where c.event_id = ${eventId}::uuid and c.status = 'waiting' and ${which}
        order by c.created_at, c.id`,
  );
}

/**
 * A waiting card goes out: only if it is waiting still (a second release of the same card, by another job or a rule
 * change at once, waits for the first's commit and then finds it sent). True when this call released it.
 */
export async function releaseWaitingCard(tx: Database, cardId: string): Promise<boolean> {
  const rows = await tx
    .update(guestCards)
    .set({ status: 'sent', releasedAt: sql`now()` })
    .where(and(eq(guestCards.id, cardId), eq(guestCards.status, 'waiting')))
    .returning({ id: guestCards.id });
  return rows.length > 0;
}

export async function markCardTexted(tx: Database, cardId: string) {
  await tx.update(guestCards).set({ sentAt: sql`now()` }).where(eq(guestCards.id, cardId));
}

/**
 * A guest's card as the committee sees it: the live one, else the latest revoked; undefined without any. Read through
 * the event's cards (an index has them), not every event's.
 */
export async function latestCardOf(
  db: Database,
  eventId: string,
  guestId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: guestCards.id,
      status: guestCards.status,
      code: guestCards.code,
      token: guestCards.token,
      typeId: guestCards.typeId,
      typeName: eventCardTypes.name,
      seats: guestCards.seats,
      sentAt: guestCards.sentAt,
    })
    .from(guestCards)
    .innerJoin(eventCardTypes, eq(eventCardTypes.id, guestCards.typeId))
    .where(and(eq(guestCards.eventId, eventId), eq(guestCards.guestId, guestId)))
    .orderBy(sql`${guestCards.status} = 'revoked'`, desc(guestCards.createdAt), desc(guestCards.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: guestCards }) : await query;
  return row;
}

export type CardOfGuest = NonNullable<Awaited<ReturnType<typeof latestCardOf>>>;

export async function revokeCardRow(tx: Database, cardId: string) {
  await tx
    .update(guestCards)
    .set({ status: 'revoked' satisfies CardStatus, revokedAt: sql`now()` })
    .where(eq(guestCards.id, cardId));
}

export type GuestToRemind = {
  id: string;
  name: string;
  phone: string;
  token: string;
  opted_in: boolean;
};

/** Guests whose card was sent, with a phone that did not reply STOP, who have not answered. */
export async function guestsToRemind(db: Database, eventId: string): Promise<GuestToRemind[]> {
  return selectRows<GuestToRemind>(
    db,
    sql`select g.id, g.name, g.phone, c.token, ${phoneOptedIn(sql`g.phone`)} as opted_in
        from guest_cards c join event_guests g on g.id = c.guest_id
        where c.event_id = ${eventId}::uuid and c.status = 'sent' and g.phone is not null and g.rsvp is null
          and not exists (select 1 from sms_opt_outs o where o.phone = g.phone)
        order by lower(g.name), g.id`,
  );
}

export type CardAnsweredByText = {
  guest_id: string;
  guest_name: string;
  seats: number;
  event_id: string;
  language: 'en' | 'sw';
};

/**
 * The card a text from `phone` answers: its guest's sent card on an event whose day has not passed (in Tanzania) and
 * that is not hidden; of several, the one sent last. The guest's row is locked: two answers at once queue.
 */
export async function cardAnsweredBy(db: Database, phone: string): Promise<CardAnsweredByText | undefined> {
  const [row] = await selectRows<CardAnsweredByText>(
    db,
    sql`select g.id as guest_id, g.name as guest_name, c.seats, e.id as event_id, e.language
        from guest_cards c
        join event_guests g on g.id = c.guest_id
        join events e on e.id = c.event_id
        where g.phone = ${phone} and c.status = 'sent' and e.hidden_at is null
          and (e.starts_at at time zone 'Africa/Dar_es_Salaam')::date
              >= (now() at time zone 'Africa/Dar_es_Salaam')::date
        order by coalesce(c.sent_at, c.released_at, c.created_at) desc, c.id desc
        limit 1
        for update of g`,
  );
  return row;
}

export async function setAnswerByText(tx: Database, guestId: string, answer: RsvpAnswer, seats: number) {
  await tx
    .update(eventGuests)
    .set({ rsvp: answer, rsvpSeats: seats, rsvpAt: sql`now()`, rsvpVia: 'sms' })
    .where(eq(eventGuests.id, guestId));
}
