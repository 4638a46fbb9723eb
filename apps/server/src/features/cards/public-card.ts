// The guest's card behind its private link: what it shows, and the guest's answer (coming, with how many of the card's
// seats, or not), taken until the event's day has passed and written to the event's history.
import type { CardView, rsvpInput } from '@sherehe/core/api/cards';
import { isEventPast } from '@sherehe/core/card-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { coverUrlOf } from '../events/service.ts';
import { qrDrawing } from './card-qr.ts';
import { cardKeyOf, cardQrText } from './card-signing.ts';
import { type CardByToken, findCardByToken, setGuestAnswer } from './public-queries.ts';

export type PublicCardDeps = { db: Database; storage: Storage };

/** A card its guest may open: sent or revoked, of an event not hidden. */
export type ShownCard = CardByToken & { card: { status: 'sent' | 'revoked' } };

/**
 * The card behind a token. A card still waiting (for its guest's pledge), an unknown token and a hidden event's card
 * all get the same answer, so a guessed or leaked token tells nothing of what exists.
 */
export async function shownCard(db: Database, token: string, options: { lock?: boolean } = {}) {
  const found = await findCardByToken(db, token, options);
  if (!found || found.card.status === 'waiting' || found.event.hiddenAt !== null) {
    throw new AppError('not_found', 'card.not_found');
  }
  return found as ShownCard;
}

/**
 * The QR text of a card shown. A revoked card has none: its page says it was revoked and shows nothing a door device
 * could be handed (a device offline since before the revocation would still admit it).
 */
export async function qrTextOf(db: Database, found: ShownCard): Promise<string> {
  if (found.card.status === 'revoked') return '';
  const key =
    found.privateKey === null ? await cardKeyOf(db, found.event.id) : { privateKey: found.privateKey };
  return cardQrText(found.event, found.card, key);
}

/** The QR code's width and dark path: what the card's page draws inline. */
async function qrPathOf(qr: string) {
  const { modules, path } = await qrDrawing(qr);
  return { modules, path };
}

async function cardViewOf(found: ShownCard, qr: string, now: Date): Promise<CardView> {
  const { event, guest, card } = found;
  return {
    event: {
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
      coverUrl: coverUrlOf(event.coverKey),
      code: event.code,
      language: event.language,
      past: isEventPast(event.startsAt, now),
    },
    guest: { name: guest.name, seats: card.seats },
    typeName: found.typeName,
    status: card.status,
    code: card.code,
    qr,
    qrDrawing: qr === '' ? { modules: 0, path: '' } : await qrPathOf(qr),
    rsvp:
      guest.rsvp === null || guest.rsvpAt === null
        ? null
        : {
            answer: guest.rsvp,
            seats: guest.rsvpSeats ?? 0,
            at: guest.rsvpAt.toISOString(),
            via: guest.rsvpVia ?? 'card',
          },
  };
}

export async function viewCard({ db }: PublicCardDeps, token: string, now = new Date()): Promise<CardView> {
  const found = await shownCard(db, token);
  return cardViewOf(found, await qrTextOf(db, found), now);
}

/** A few answers per card an hour (a guest changing their mind), and a bound per address, as the pledge links have. */
export async function limitCardAnswers(db: Database, address: string, token: string): Promise<void> {
  await enforceRateLimit(db, { name: 'card-rsvp-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'card-rsvp-link', max: 10, windowSeconds: 3600 }, token);
}

/**
 * The guest's answer from their card: yes with how many of the card's seats (all of them unless told), or no (none).
 * It may change until the event's day has passed; the same answer again changes nothing and writes no history.
 */
export async function answerCard(
  { db }: PublicCardDeps,
  token: string,
  input: z.output<typeof rsvpInput>,
  now = new Date(),
): Promise<CardView> {
  const found = await db.transaction(async (tx) => {
    const card = await shownCard(tx, token, { lock: true });
    if (card.card.status === 'revoked') throw new AppError('business_rule', 'card.revoked');
    if (isEventPast(card.event.startsAt, now)) throw new AppError('business_rule', 'card.event_past');
    const seats = input.answer === 'yes' ? (input.seats ?? card.card.seats) : 0;
    if (seats > card.card.seats) {
      throw new AppError('business_rule', 'card.seats_over', { max: card.card.seats });
    }
    const { guest } = card;
    if (guest.rsvp === input.answer && guest.rsvpSeats === seats && guest.rsvpVia === 'card') return card;
    const answered = await setGuestAnswer(tx, guest.id, { rsvp: input.answer, rsvpSeats: seats });
    await recordEventHistory(tx, {
      eventId: card.event.id,
      actorUserId: null,
      action: 'guest_answered',
      details: { name: guest.name, answer: input.answer, seats },
    });
    return { ...card, guest: { ...guest, ...answered } };
  });
  return cardViewOf(found, await qrTextOf(db, found), now);
}
