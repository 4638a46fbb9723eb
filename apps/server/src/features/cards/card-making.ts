// What making and texting a card takes: its private link's token, a code to type at the door (unique within the
// event), and the text that carries the link, sent through the outbox and the outbound budget unless the phone
// replied STOP.
import { randomBytes, randomInt } from 'node:crypto';
import type { GuestCard } from '@sherehe/core/api/guests';
import { CARD_CODE_ALPHABET, CARD_CODE_LENGTH } from '@sherehe/core/card-rules';
import type { Database } from '../../db/client.ts';
import { enqueueSms, type Sending } from '../../platform/mail/outbox.ts';
import { cardLink, cardText } from './card-texts.ts';
import { type CardOfGuest, markCardTexted, takenCardCodes } from './queries.ts';

/** The private link's secret: 32 random bytes, base64url (43 characters). */
export const newCardToken = () => randomBytes(32).toString('base64url');

const newCardCode = () =>
  Array.from(
    { length: CARD_CODE_LENGTH },
    () => CARD_CODE_ALPHABET[randomInt(CARD_CODE_ALPHABET.length)],
  ).join('');

/**
 * `count` codes no card of the event holds, none twice. Run under the event's lock, so no one else makes cards of
 * the event meanwhile; a code that collides (about one in 10¹¹ per card) is drawn again.
 */
export async function freshCardCodes(tx: Database, eventId: string, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = newCardCode();
      if (!codes.has(code)) drawn.add(code);
    }
    const taken = await takenCardCodes(tx, eventId, [...drawn]);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

export type CardEvent = { id: string; name: string; language: 'en' | 'sw' };
export type CardRecipient = {
  guestName: string;
  phone: string | null;
  optedOut: boolean;
  optedIn: boolean;
  token: string;
  seats: number;
};

/** Queues the card's text; false when there is no phone to text, it replied STOP, or the budget held it back. */
export async function queueCardText(
  tx: Database,
  publicUrl: string,
  event: CardEvent,
  to: CardRecipient,
  sending: Sending,
): Promise<boolean> {
  if (!to.phone || to.optedOut) return false;
  const text = cardText({
    language: event.language,
    personal: to.optedIn,
    guestName: to.guestName,
    eventName: event.name,
    seats: to.seats,
    link: cardLink(publicUrl, to.token),
  });
  return enqueueSms(tx, { to: to.phone, text }, sending);
}

/** A card made already: texted now, its sentAt then set. */
export async function textCard(
  tx: Database,
  publicUrl: string,
  event: CardEvent,
  card: CardRecipient & { id: string },
  sending: Sending,
): Promise<boolean> {
  const queued = await queueCardText(tx, publicUrl, event, card, sending);
  if (queued) await markCardTexted(tx, card.id);
  return queued;
}

export function toGuestCard(card: CardOfGuest, publicUrl: string): GuestCard {
  return {
    status: card.status,
    code: card.code,
    typeId: card.typeId,
    typeName: card.typeName,
    seats: card.seats,
    sentAt: card.sentAt?.toISOString() ?? null,
    link: cardLink(publicUrl, card.token),
  };
}
