// For the door's tests: an event with cards in every state a door meets (sent, of one and two seats; revoked;
// waiting for a pledge), its gate officer, a card's QR text as the card's page draws it, and the door's calls.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildCardTestApp, type CardTestApp, cardApi, type Headers } from '../../../test/card-committee.ts';
import { buildMember } from '../../../test/event-factories.ts';
import { bearer, sessionTokenFor } from '../../../test/factories.ts';
import { guestCards } from '../../db/schema/cards.ts';
import { cardKeyOf, cardQrText } from '../cards/card-signing.ts';

export { buildCardTestApp as buildDoorTestApp, type CardTestApp as DoorTestApp, type Headers };

export type TestCard = { id: string; code: string; seats: number; status: string };

export function doorApi(t: CardTestApp) {
  const cards = cardApi(t);

  /** A signed-in account on the event's committee in `role` (gate: the door and nothing else). */
  const asRole = async (eventId: string, role: 'chair' | 'secretary' | 'treasurer' | 'member' | 'gate') =>
    bearer(await sessionTokenFor(t.db, await buildMember(t.db, eventId, role)));

  /** The guest's latest card. */
  async function cardOf(guestId: string): Promise<TestCard> {
    const rows = await t.db.select().from(guestCards).where(eq(guestCards.guestId, guestId));
    const card = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    if (!card) throw new Error('no card');
    return { id: card.id, code: card.code, seats: card.seats, status: card.status };
  }

  /**
   * An event with Asha's card (Single, sent), Baraka's (Double, two seats, sent), Chausiku's (revoked) and Dotto's
   * (waiting for a pledge not made).
   */
  async function eventWithCards() {
    const hosted = await cards.hosted();
    const { event, auth } = hosted;
    const single = await cards.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
    const double = await cards.addType(event.id, auth, { name: 'Double', seats: 2, rule: 'now' });
    const later = await cards.addType(event.id, auth, { name: 'Baadaye', seats: 1, rule: 'pledge_paid' });
    const asha = await cards.guest(event.id, { name: 'Asha Kisanga' });
    const baraka = await cards.guest(event.id, { name: 'Baraka Mushi' });
    const chausiku = await cards.guest(event.id, { name: 'Chausiku Ally' });
    const dotto = await cards.guest(event.id, { name: 'Dotto Mrema' });
    await cards.send(event.id, auth, single.id, [asha.id, chausiku.id]);
    await cards.send(event.id, auth, double.id, [baraka.id]);
    await cards.send(event.id, auth, later.id, [dotto.id]);
    const revoked = await cards.call('POST', `/events/${event.id}/guests/${chausiku.id}/card/revoke`, auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    return {
      ...hosted,
      guests: { asha, baraka, chausiku, dotto },
      cards: {
        asha: await cardOf(asha.id),
        baraka: await cardOf(baraka.id),
        chausiku: await cardOf(chausiku.id),
        dotto: await cardOf(dotto.id),
      },
    };
  }

  /** The QR text of the card's page: signed with its event's key. */
  async function qrOf(event: { id: string; code: string }, card: { code: string; seats: number }) {
    return cardQrText(event, card, await cardKeyOf(t.db, event.id));
  }

  const list = (eventId: string, auth: Headers) => cards.call('GET', `/events/${eventId}/door`, auth);
  const arrivals = (eventId: string, auth: Headers) =>
    cards.call('GET', `/events/${eventId}/door/arrivals`, auth);
  const scan = (eventId: string, auth: Headers, body: object) =>
    cards.call('POST', `/events/${eventId}/door/scans`, auth, body);

  /** One device's scans, answered 200; the results in order. */
  async function scanned(
    eventId: string,
    auth: Headers,
    deviceId: string,
    scans: { code: string; at?: string; qr?: string }[],
    deviceName?: string,
  ) {
    const answer = await scan(eventId, auth, {
      deviceId,
      ...(deviceName === undefined ? {} : { deviceName }),
      scans: scans.map((each) => ({ at: new Date().toISOString(), ...each })),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      results: {
        code: string;
        verdict: string;
        name: string | null;
        seats: number | null;
        typeName: string | null;
        admission: { at: string; deviceId: string; deviceName: string } | null;
      }[];
      arrivals: Record<string, unknown>;
    };
  }

  return { ...cards, asRole, cardOf, eventWithCards, qrOf, list, arrivals, scan, scanned };
}
