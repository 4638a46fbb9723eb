// A guest's answer by text: NDIYO (or NDIO, YES) says they come with all their card's seats, HAPANA (or NO) that
// they do not. It answers the sender's sent card on an event whose day has not passed (of several, the one sent
// last); from a number with no such card it changes nothing. The inbound SMS route (features/reminders) asks here
// after STOP and START.
import type { RsvpAnswer } from '@sherehe/core/card-rules';
import type { Database } from '../../db/client.ts';
import { enqueueSms } from '../../platform/mail/outbox.ts';
import { isOptedOut } from '../../platform/outbound/opted-in.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { answerNotedText } from './card-texts.ts';
import { cardAnsweredBy, setAnswerByText } from './queries.ts';

const ANSWER_WORDS: Record<string, RsvpAnswer> = {
  NDIYO: 'yes',
  NDIO: 'yes',
  YES: 'yes',
  HAPANA: 'no',
  NO: 'no',
};

/** The answer a reply's text gives, case-blind, trimmed, a full stop or an exclamation mark after it forgiven. */
export function answerOfText(text: string): RsvpAnswer | null {
  return (
    ANSWER_WORDS[
      text
        .trim()
        .toUpperCase()
        .replace(/[.!]+$/, '')
    ] ?? null
  );
}

/**
 * Records the answer `text` gives for `phone` (E.164), writes it to the event's history and thanks the guest by
 * text (no names: it fits any number). False when the text is no answer or the number has no card to answer.
 */
export async function answerByText(db: Database, phone: string, text: string): Promise<boolean> {
  const answer = answerOfText(text);
  if (!answer) return false;
  return db.transaction(async (tx) => {
    const card = await cardAnsweredBy(tx, phone);
    if (!card) return false;
    const seats = answer === 'yes' ? Number(card.seats) : 0;
    await setAnswerByText(tx, card.guest_id, answer, seats);
    await recordEventHistory(tx, {
      eventId: card.event_id,
      actorUserId: null,
      action: 'guest_answered',
      details: { name: card.guest_name, answer, seats },
    });
    if (!(await isOptedOut(tx, phone))) {
      await enqueueSms(
        tx,
        { to: phone, text: answerNotedText(card.language, answer, seats) },
        { origin: 'sherehe', eventId: card.event_id },
      );
    }
    return true;
  });
}
