// The guest list with cards on a real database: each guest's latest card (revoked or not) and answer, the card and
// answer filters (with the others), and the counts of cards and answers by side, whatever the filter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardTestApp, type CardTestApp, cardApi } from '../../../test/card-committee.ts';
import { eventGuests } from '../../db/schema/guests.ts';

let t: CardTestApp;
let api: ReturnType<typeof cardApi>;
beforeAll(async () => {
  t = await buildCardTestApp();
  api = cardApi(t);
});
afterAll(() => t.close());

const answered = (guestId: string, rsvp: 'yes' | 'no', seats: number) =>
  t.db
    .update(eventGuests)
    .set({ rsvp, rsvpSeats: seats, rsvpAt: new Date(), rsvpVia: 'card' })
    .where(eq(eventGuests.id, guestId));

describe('the guest list with cards', () => {
  it('shows each card and answer, filters by them, and counts them by side', async () => {
    const { event, auth } = await api.hosted();
    const single = await api.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
    const double = await api.addType(event.id, auth, { name: 'Double', seats: 2, rule: 'pledge_paid' });
    const family = await api.addType(event.id, auth, { name: 'Familia', seats: 2, rule: 'now' });
    const coming = await api.guest(event.id, { name: 'Anakuja', side: 'bride' });
    const notComing = await api.guest(event.id, { name: 'Hatakuja', side: 'groom' });
    const silent = await api.guest(event.id, { name: 'Kimya', side: 'bride' });
    const revoked = await api.guest(event.id, { name: 'Amefutiwa', side: 'groom' });
    const waiting = await api.contributor(event.id, 100_000, 'Anasubiri');
    await api.guest(event.id, { name: 'Bila kadi', side: 'bride' });
    await api.send(event.id, auth, family.id, [coming.id]);
    await api.send(event.id, auth, single.id, [notComing.id, silent.id, revoked.id]);
    await api.send(event.id, auth, double.id, [waiting.guest.id]);
    await api.call('POST', `/events/${event.id}/guests/${revoked.id}/card/revoke`, auth);
    await answered(coming.id, 'yes', 2);
    await answered(notComing.id, 'no', 0);

    const page = async (query: string) => {
      const answer = await api.call('GET', `/events/${event.id}/guests${query}`, auth);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const names = async (query: string) =>
      (await page(query)).rows.map((row: { name: string }) => row.name).sort();

    const all = await page('');
    const byName = new Map(all.rows.map((row: { name: string }) => [row.name, row]));
    expect(byName.get('Anakuja')).toMatchObject({
      card: { status: 'sent', typeName: 'Familia', seats: 2 },
      rsvp: { answer: 'yes', seats: 2, via: 'card' },
    });
    // A revoked card still shows, till a new one is sent.
    expect(byName.get('Amefutiwa')).toMatchObject({ card: { status: 'revoked' }, rsvp: null });
    expect(byName.get('Anasubiri')).toMatchObject({ card: { status: 'waiting', sentAt: null } });
    expect(byName.get('Bila kadi')).toMatchObject({ card: null, rsvp: null });

    expect(await names('?card=none')).toEqual(['Amefutiwa', 'Bila kadi']);
    expect(await names('?card=waiting')).toEqual(['Anasubiri']);
    expect(await names('?card=sent')).toEqual(['Anakuja', 'Hatakuja', 'Kimya']);
    expect(await names('?rsvp=yes')).toEqual(['Anakuja']);
    expect(await names('?rsvp=no')).toEqual(['Hatakuja']);
    expect(await names('?rsvp=none')).toEqual(['Kimya']);
    expect(await names('?card=sent&side=bride')).toEqual(['Anakuja', 'Kimya']);
    expect(await names('?card=none&pledge=none&side=groom')).toEqual(['Amefutiwa']);
    expect((await page('?card=sent&limit=1')).matching).toBe(3);
    const refused = await api.call('GET', `/events/${event.id}/guests?rsvp=maybe`, auth);
    expect(refused.statusCode).toBe(400);

    // The counts are the whole list's, whatever the filter.
    const counts = (await page('?rsvp=yes')).counts;
    expect(counts.cards).toEqual({ waiting: 1, sent: 3 });
    expect(counts.rsvp).toEqual({
      bride: { yes: 1, seatsComing: 2, no: 0, unanswered: 1 },
      groom: { yes: 0, seatsComing: 0, no: 1, unanswered: 0 },
      either: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
    });
  });
});
