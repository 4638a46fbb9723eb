// The SQL of the guest's card page (behind its private link) and of the events' signing keys.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventCardKeys, eventCardTypes, eventGuests, events, guestCards } from '../../db/schema/all.ts';

export type CardKeyRow = { publicKey: string; privateKey: string };

export async function findCardKey(db: Database, eventId: string): Promise<CardKeyRow | undefined> {
  const [row] = await db
    .select({ publicKey: eventCardKeys.publicKey, privateKey: eventCardKeys.privateKey })
    .from(eventCardKeys)
    .where(eq(eventCardKeys.eventId, eventId));
  return row;
}

/** Stores the event's first key pair; one made meanwhile by another request is kept and this one dropped. */
export async function insertCardKeyUnlessMade(db: Database, eventId: string, key: CardKeyRow): Promise<void> {
  await db
    .insert(eventCardKeys)
    .values({ eventId, ...key })
    .onConflictDoNothing({ target: eventCardKeys.eventId });
}

/**
 * A card by its private link's token, with its guest, type, event and the event's key (null before the event's
 * first key is made). With `lock`, the card's and the guest's rows are locked: an answer and a revocation queue.
 */
export async function findCardByToken(db: Database, token: string, { lock = false } = {}) {
  const query = db
    .select({
      card: {
        id: guestCards.id,
        code: guestCards.code,
        seats: guestCards.seats,
        status: guestCards.status,
      },
      guest: {
        id: eventGuests.id,
        name: eventGuests.name,
        rsvp: eventGuests.rsvp,
        rsvpSeats: eventGuests.rsvpSeats,
        rsvpAt: eventGuests.rsvpAt,
        rsvpVia: eventGuests.rsvpVia,
      },
      typeName: eventCardTypes.name,
      event: {
        id: events.id,
        code: events.code,
        name: events.name,
        startsAt: events.startsAt,
        venue: events.venue,
        coverKey: events.coverKey,
        language: events.language,
        hiddenAt: events.hiddenAt,
      },
      publicKey: eventCardKeys.publicKey,
      privateKey: eventCardKeys.privateKey,
    })
    .from(guestCards)
    .innerJoin(eventGuests, eq(eventGuests.id, guestCards.guestId))
    .innerJoin(eventCardTypes, eq(eventCardTypes.id, guestCards.typeId))
    .innerJoin(events, eq(events.id, guestCards.eventId))
    .leftJoin(eventCardKeys, eq(eventCardKeys.eventId, guestCards.eventId))
    .where(eq(guestCards.token, token));
  const [row] = lock ? await query.for('update', { of: [guestCards, eventGuests] }) : await query;
  return row;
}

export type CardByToken = NonNullable<Awaited<ReturnType<typeof findCardByToken>>>;

export async function setGuestAnswer(
  db: Database,
  guestId: string,
  answer: { rsvp: 'yes' | 'no'; rsvpSeats: number },
) {
  const [row] = await db
    .update(eventGuests)
    .set({ ...answer, rsvpAt: sql`now()`, rsvpVia: 'card' })
    .where(eq(eventGuests.id, guestId))
    .returning({
      rsvp: eventGuests.rsvp,
      rsvpSeats: eventGuests.rsvpSeats,
      rsvpAt: eventGuests.rsvpAt,
      rsvpVia: eventGuests.rsvpVia,
    });
  if (!row) throw new Error('the guest of a locked card is gone');
  return row;
}
