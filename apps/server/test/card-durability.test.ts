// "Nothing acknowledged is lost" for guests' cards (issue 39): cards sent (201), a guest's answer from their card (200)
// and an admission at the door (200) are all still there after the process is killed (-9) right after the answer.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestCards } from '../src/db/schema/cards.ts';
import { cardAdmissions } from '../src/db/schema/door.ts';
import { eventGuests } from '../src/db/schema/guests.ts';
import { buildEvent } from './event-factories.ts';
import { buildUser, sessionTokenFor } from './factories.ts';
import { cleanupsAfterEach, killableServer } from './killed-server.ts';

type Card = { status: string; code: string; link: string };

describe('cards are durable', () => {
  const cleanups = cleanupsAfterEach();

  it('keeps cards sent, a guest’s answer and an admission across kill -9', { timeout: 180_000 }, async () => {
    const server = await killableServer(cleanups, 'cards');
    // The host, the wedding and two guests, written before the server starts.
    const seed = await server.open();
    const host = await buildUser(seed.db, { name: 'Neema Mushi' });
    const event = await buildEvent(seed.db, { hostUserId: host.id });
    const guests = await seed.db
      .insert(eventGuests)
      .values([
        { eventId: event.id, name: 'Asha Kisanga', phone: '+255754700001', side: 'bride' },
        { eventId: event.id, name: 'Baraka Mushi', phone: '+255754700002', side: 'groom' },
      ])
      .returning();
    const asHost = { authorization: `Bearer ${await sessionTokenFor(seed.db, host)}` };
    await seed.done();

    const { base } = await server.start();
    const call = async (method: 'GET' | 'POST', url: string, body?: object, status = 200) => {
      const answer = await fetch(`${base}/api/v1${url}`, {
        method,
        headers: { ...asHost, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      // What the calls below read of their answers.
      const payload = (await answer.json()) as {
        id: string;
        sent: number;
        rows: { name: string; card: Card }[];
        results: { verdict: string }[];
      };
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      return payload;
    };

    const type = await call(
      'POST',
      `/events/${event.id}/card-types`,
      { name: 'Single', seats: 1, rule: 'now' },
      201,
    );
    const sent = await call(
      'POST',
      `/events/${event.id}/cards`,
      { typeId: type.id, guestIds: guests.map((guest) => guest.id) },
      201,
    );
    expect(sent).toMatchObject({ sent: 2 });
    const { rows } = await call('GET', `/events/${event.id}/guests`);
    const cardOf = (name: string) => rows.find((row) => row.name === name)?.card as Card;
    // Asha answers from her card's page; Baraka is let in at the door.
    const token = new URL(cardOf('Asha Kisanga').link).pathname.split('/').at(-1);
    await call('POST', `/public/cards/${token}/rsvp`, { answer: 'yes' });
    const scanned = await call('POST', `/events/${event.id}/door/scans`, {
      deviceId: 'gate-one-device',
      scans: [{ code: cardOf('Baraka Mushi').code, at: new Date().toISOString() }],
    });
    expect(scanned.results[0]?.verdict).toBe('admitted');
    await server.kill();

    const reopened = await server.open();
    const cards = await reopened.db.select().from(guestCards).where(eq(guestCards.eventId, event.id));
    expect(cards.map((card) => card.status)).toEqual(['sent', 'sent']);
    const [asha] = await reopened.db
      .select()
      .from(eventGuests)
      .where(eq(eventGuests.id, guests[0]?.id ?? ''));
    expect(asha).toMatchObject({ rsvp: 'yes', rsvpSeats: 1 });
    expect(await reopened.db.$count(cardAdmissions, eq(cardAdmissions.eventId, event.id))).toBe(1);
  });
});
