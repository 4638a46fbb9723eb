// "Remind to answer": one text to each guest whose card was sent and who has not said whether they come, unless
// their phone replied STOP. The committee's bulk sending to its own guests in the outbound budget, as its pledge
// reminders are: past the allowance a text is held back rather than the host refused.
import { isEventPast } from '@sherehe/core/card-rules';
import { AppError } from '../../platform/errors.ts';
import { enqueueSms } from '../../platform/mail/outbox.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { CardDeps } from './card-deps.ts';
import { answerReminderText, cardLink } from './card-texts.ts';
import { guestsToRemind } from './queries.ts';

/**
 * How often an event's committee may ask its guests again: once in ten minutes and three times a day, so a list
 * (whose phones the committee writes) cannot become a way to text a number over and over.
 */
export const RSVP_REMIND_LIMITS = [
  { name: 'rsvp-remind', max: 1, windowSeconds: 600 },
  { name: 'rsvp-remind-day', max: 3, windowSeconds: 86_400 },
] as const;

export async function remindToAnswer(
  deps: CardDeps,
  eventId: string,
  actor: EventActor,
): Promise<{ reminded: number }> {
  const reminded = await deps.db.transaction(async (tx) => {
    const { event } = await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    if (isEventPast(event.startsAt)) throw new AppError('business_rule', 'card.event_past');
    // Counted in the transaction: a send that fails afterwards does not use up the committee's turn.
    for (const limit of RSVP_REMIND_LIMITS) await enforceRateLimit(tx, limit, eventId);
    const sending = { origin: { account: actor.id }, eventId, bulk: true, news: true } as const;
    let queued = 0;
    for (const guest of await guestsToRemind(tx, eventId)) {
      const text = answerReminderText({
        language: event.language,
        personal: guest.opted_in,
        guestName: guest.name,
        eventName: event.name,
        link: cardLink(deps.publicUrl, guest.token),
      });
      if (await enqueueSms(tx, { to: guest.phone, text }, sending)) queued += 1;
    }
    if (queued > 0) {
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'rsvp_reminded',
        details: { reminded: queued },
      });
    }
    return queued;
  });
  deps.jobs.kick();
  return { reminded };
}
