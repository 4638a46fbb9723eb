// Waiting cards going out once their guest's pledge meets their type's rule: after a payment (the cards.release job,
// enqueued by the pledges feature beside the payment) or a change of the type's rule. Each card is released by a
// conditional update (status still waiting), so two releases at once send it once; a sent card never goes back to
// waiting, so a reversal does not take it back and a later payment does not send it again.
import { isEventPast } from '@sherehe/core/card-rules';
import type { Database } from '../../db/client.ts';
import type { Sending } from '../../platform/mail/outbox.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { CardDeps } from './card-deps.ts';
import { type CardEvent, textCard } from './card-making.ts';
import { releaseCardsJob } from './card-release-job.ts';
import { cardRuleMet } from './card-rule.ts';
import { findEventRow, releaseWaitingCard, type WaitingCard, waitingCards } from './queries.ts';

/** Releases (and texts) those of `cards` whose rule is met now; answers how many went out. */
export async function releaseMetCards(
  tx: Database,
  publicUrl: string,
  event: CardEvent,
  cards: WaitingCard[],
  by: { actorUserId: string | null; sending: Sending },
): Promise<number> {
  let released = 0;
  for (const card of cards) {
    if (!cardRuleMet({ rule: card.rule, amountTzs: card.amount_tzs }, card)) continue;
    if (!(await releaseWaitingCard(tx, card.id))) continue;
    released += 1;
    await textCard(
      tx,
      publicUrl,
      event,
      {
        id: card.id,
        guestName: card.guest_name,
        phone: card.phone,
        optedOut: card.opted_out,
        optedIn: card.opted_in,
        token: card.token,
        seats: card.seats,
      },
      by.sending,
    );
    await recordEventHistory(tx, {
      eventId: event.id,
      actorUserId: by.actorUserId,
      action: 'card_released',
      details: { name: card.guest_name },
    });
  }
  return released;
}

/** The job's work: the waiting cards of the guest(s) with this phone, on an event neither hidden nor past. */
export async function releaseCardsOfPhone(
  deps: CardDeps,
  payload: { eventId: string; phone: string },
): Promise<number> {
  const released = await deps.db.transaction(async (tx) => {
    const event = await findEventRow(tx, payload.eventId);
    if (!event || event.hiddenAt || isEventPast(event.startsAt)) return 0;
    const cards = await waitingCards(tx, event.id, { phone: payload.phone });
    return releaseMetCards(tx, deps.publicUrl, event, cards, {
      actorUserId: null,
      sending: { origin: 'sherehe', eventId: event.id },
    });
  });
  if (released > 0) deps.jobs.kick();
  return released;
}

export function registerCardWork(deps: CardDeps): void {
  deps.jobs.work(releaseCardsJob, async (payload) => {
    await releaseCardsOfPhone(deps, payload);
  });
}
