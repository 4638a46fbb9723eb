// The kept list in memory, as the door reads it on every scan: cards in a Map by code (5,000 cards are looked up,
// never searched), and the admissions this device knows of beyond the list.
import type { DoorAdmission, DoorArrivals, DoorCard, DoorList } from '@sherehe/core/api/door';

export type DoorBook = {
  event: DoorList['event'];
  publicKey: string;
  /** The server's time of the list. */
  at: string;
  arrivals: DoorArrivals;
  cards: ReadonlyMap<string, DoorCard>;
  /**
   * This device's own admissions, and the server's word on scans it sent: shared by every book of the event (a fresh
   * list does not forget a scan it has not heard of yet).
   */
  admitted: Map<string, DoorAdmission>;
};

export function bookOf(list: DoorList, admitted: Map<string, DoorAdmission>): DoorBook {
  return {
    event: list.event,
    publicKey: list.publicKey,
    at: list.at,
    arrivals: list.arrivals,
    cards: new Map(list.cards.map((card) => [card.code, card])),
    admitted,
  };
}

/** The card's first admission: the server's list says so first, else what this device holds. */
export function admissionOf(book: DoorBook, code: string): DoorAdmission | null {
  return book.cards.get(code)?.admission ?? book.admitted.get(code) ?? null;
}
