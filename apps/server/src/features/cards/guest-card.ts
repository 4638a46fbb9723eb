// One guest's card, by the committee (manage_guests, under the event's row lock): texted again, or revoked (its page
// then says so and the door refuses it; a new card may be sent after). A resend is one person's text to one number,
// so the outbound budget may refuse it (429) like any message a person makes Sherehe send.
import type { GuestCard } from '@sherehe/core/api/guests';
import { isEventPast } from '@sherehe/core/card-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { CardDeps } from './card-deps.ts';
import { textCard, toGuestCard } from './card-making.ts';
import { guestForCard, latestCardOf, revokeCardRow } from './queries.ts';

async function guestAndCard(tx: Database, eventId: string, guestId: string) {
  const guest = await guestForCard(tx, eventId, guestId);
  if (!guest) throw new AppError('not_found', 'guest.not_found');
  const card = await latestCardOf(tx, eventId, guestId, { lock: true });
  if (!card) throw new AppError('not_found', 'card.not_found');
  return { guest, card };
}

export async function resendCard(
  deps: CardDeps,
  eventId: string,
  guestId: string,
  actor: EventActor,
): Promise<GuestCard> {
  const card = await deps.db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    if (isEventPast(event.startsAt)) throw new AppError('business_rule', 'card.event_past');
    const { guest, card } = await guestAndCard(tx, eventId, guestId);
    if (card.status !== 'sent') throw new AppError('business_rule', 'card.not_sent');
    // A phone that replied STOP is as good as none: it gets no text from us.
    if (!guest.phone || guest.opted_out) throw new AppError('business_rule', 'card.no_phone');
    await textCard(
      tx,
      deps.publicUrl,
      event,
      {
        id: card.id,
        guestName: guest.name,
        phone: guest.phone,
        optedOut: false,
        optedIn: guest.opted_in,
        token: card.token,
        seats: card.seats,
      },
      { origin: { account: actor.id }, eventId },
    );
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'card_resent',
      details: { name: guest.name },
    });
    return latestCardOf(tx, eventId, guestId);
  });
  deps.jobs.kick();
  if (!card) throw new Error('the card just resent is gone');
  return toGuestCard(card, deps.publicUrl);
}

export async function revokeCard(
  deps: CardDeps,
  eventId: string,
  guestId: string,
  actor: EventActor,
): Promise<GuestCard> {
  return deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    const { guest, card } = await guestAndCard(tx, eventId, guestId);
    if (card.status === 'revoked') throw new AppError('business_rule', 'card.already_revoked');
    await revokeCardRow(tx, card.id);
    await recordEventHistory(tx, {
      eventId,
      actorUserId: actor.id,
      action: 'card_revoked',
      details: { name: guest.name },
    });
    return toGuestCard({ ...card, status: 'revoked' }, deps.publicUrl);
  });
}
