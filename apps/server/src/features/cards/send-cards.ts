// Cards made for the guests chosen, of one type, in one transaction under the event's row lock: a guest holding a
// card already (waiting or sent) keeps it; the others get a card with the type's seats (their own seats follow),
// sent at once when the type's rule allows it (texted when they have a phone), else waiting for their pledge. The
// texts are the committee's bulk sending to its own guests in the outbound budget, as its reminders are: past the
// allowance a text is held back, never the cards refused.
import type { SendCardsResult, sendCardsInput } from '@sherehe/core/api/cards';
import { isEventPast } from '@sherehe/core/card-rules';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Sending } from '../../platform/mail/outbox.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { CardDeps } from './card-deps.ts';
import { freshCardCodes, newCardToken, queueCardText } from './card-making.ts';
import { cardRuleMet } from './card-rule.ts';
import { findCardType, guestsToCard, insertCards, type NewCard, setGuestSeats } from './queries.ts';

export async function sendCards(
  deps: CardDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof sendCardsInput>,
): Promise<SendCardsResult> {
  const guestIds = [...new Set(input.guestIds)];
  const result = await deps.db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    if (isEventPast(event.startsAt)) throw new AppError('business_rule', 'card.event_past');
    const type = await findCardType(tx, eventId, input.typeId);
    if (!type) throw new AppError('not_found', 'card_type.not_found');
    const guests = await guestsToCard(tx, eventId, guestIds);
    // A guest of another event is as unknown here as one that does not exist.
    if (guests.length !== guestIds.length) throw new AppError('not_found', 'guest.not_found');
    const fresh = guests.filter((guest) => !guest.carded);
    const codes = await freshCardCodes(tx, eventId, fresh.length);
    const sending: Sending = { origin: { account: actor.id }, eventId, bulk: true };
    const counts = { sent: 0, waiting: 0, withoutPhone: 0 };
    const cards: NewCard[] = [];
    for (const [index, guest] of fresh.entries()) {
      const token = newCardToken();
      const goes = cardRuleMet(type, guest);
      const texted =
        goes &&
        (await queueCardText(
          tx,
          deps.publicUrl,
          event,
          {
            guestName: guest.name,
            phone: guest.phone,
            optedOut: guest.opted_out,
            optedIn: guest.opted_in,
            token,
            seats: type.seats,
          },
          sending,
        ));
      if (!goes) counts.waiting += 1;
      else if (texted) counts.sent += 1;
      else counts.withoutPhone += 1;
      cards.push({
        eventId,
        guestId: guest.id,
        typeId: type.id,
        code: codes[index] as string,
        token,
        seats: type.seats,
        status: goes ? 'sent' : 'waiting',
        sentAt: texted ? new Date() : null,
        releasedAt: null,
      });
    }
    await insertCards(tx, cards);
    await setGuestSeats(
      tx,
      fresh.map((guest) => guest.id),
      type.seats,
    );
    if (cards.length > 0) {
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'cards_sent',
        details: counts,
      });
    }
    return { ...counts, alreadyCarded: guests.length - fresh.length };
  });
  deps.jobs.kick();
  return result;
}
