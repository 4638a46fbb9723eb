// A scan answered on the device, never waiting for the network: a QR code must be this event's and signed by its key,
// a typed code must be in the kept list; then revoked, already admitted, or admitted.
import type { DoorAdmission } from '@sherehe/core/api/door';
import { CARD_CODE_PATTERN, normalizeCardCode } from '@sherehe/core/card-rules';
import type { DoorVerdict } from '@sherehe/core/door-rules';
import { admissionOf, type DoorBook } from './door-book.ts';
import { readCardQr, verifyCardQr } from './verify-card-qr.ts';

export type DoorAnswer = {
  verdict: DoorVerdict;
  /** The card's code when one was read (a typed code as normalised, a QR code's as it says). */
  code: string | null;
  /** Null for a card the kept list does not hold (sent after it was fetched): its QR code gives the seats. */
  name: string | null;
  seats: number | null;
  typeName: string | null;
  /** With already_admitted: when and by which device. */
  admission: DoorAdmission | null;
  how: 'qr' | 'typed';
};

function answerFor(book: DoorBook, code: string, how: DoorAnswer['how'], qrSeats: number | null): DoorAnswer {
  const card = book.cards.get(code);
  const facts = {
    code,
    name: card?.name ?? null,
    seats: card?.seats ?? qrSeats,
    typeName: card?.typeName ?? null,
    how,
  };
  if (card?.status === 'revoked') return { verdict: 'revoked', admission: null, ...facts };
  const admission = admissionOf(book, code);
  if (admission) return { verdict: 'already_admitted', admission, ...facts };
  return { verdict: 'admitted', admission: null, ...facts };
}

function notForEvent(code: string | null, how: DoorAnswer['how']): DoorAnswer {
  return { verdict: 'not_for_event', code, name: null, seats: null, typeName: null, admission: null, how };
}

export async function answerQr(book: DoorBook, text: string): Promise<DoorAnswer> {
  const facts = await verifyCardQr(text, book.event, book.publicKey);
  // The code it claims is still sent with the scan (the server settles every scan), never shown as a card.
  if (!facts) return notForEvent(readCardQr(text)?.cardCode ?? null, 'qr');
  return answerFor(book, facts.cardCode, 'qr', facts.seats);
}

/** A typed code has no signature to check: only a card of the kept list is let in. */
export function answerTyped(book: DoorBook, typed: string): DoorAnswer {
  const code = normalizeCardCode(typed);
  if (!CARD_CODE_PATTERN.test(code) || !book.cards.has(code)) return notForEvent(code, 'typed');
  return answerFor(book, code, 'typed', null);
}
