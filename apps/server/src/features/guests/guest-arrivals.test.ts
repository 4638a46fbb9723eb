// The guest list and the door: each guest's arrival (when the door admitted their card), the guests and seats arrived,
// and the list narrowed to those who came or not.
import { randomUUID } from 'node:crypto';
import type { GuestRow } from '@sherehe/core/api/guests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDoorTestApp, type DoorTestApp, doorApi } from '../door/door-test-data.ts';

let t: DoorTestApp;
let api: ReturnType<typeof doorApi>;
beforeAll(async () => {
  t = await buildDoorTestApp();
  api = doorApi(t);
});
afterAll(() => t.close());

describe('arrivals on the guest list', () => {
  it("show when each guest's card was admitted, count them with their cards' seats, and filter by them", async () => {
    const { event, auth, cards, guests } = await api.eventWithCards();
    const nobody = await api.guest(event.id, { name: 'Eliya Bila Kadi' });
    const page = async (query = '') => {
      const answer = await api.call('GET', `/events/${event.id}/guests?limit=200${query}`, auth);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { counts: { arrived: unknown }; matching: number; rows: GuestRow[] };
    };
    const before = await page();
    expect(before.counts.arrived).toEqual({ guests: 0, seats: 0 });
    expect(before.rows.every((row) => row.arrivedAt === null)).toBe(true);

    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    await api.scanned(event.id, auth, `device-${randomUUID().slice(0, 8)}`, [
      { code: cards.baraka.code, at },
      { code: cards.asha.code },
      { code: cards.chausiku.code },
    ]);
    const after = await page();
    expect(after.counts.arrived).toEqual({ guests: 2, seats: 3 });
    const arrivedAt = (id: string) => after.rows.find((row) => row.id === id)?.arrivedAt;
    expect(arrivedAt(guests.baraka.id)).toBe(at);
    expect(arrivedAt(guests.asha.id)).toEqual(expect.any(String));
    for (const id of [guests.chausiku.id, guests.dotto.id, nobody.id]) expect(arrivedAt(id)).toBeNull();

    const came = await page('&arrived=yes');
    expect(came.matching).toBe(2);
    expect(came.rows.map((row) => row.name)).toEqual(['Asha Kisanga', 'Baraka Mushi']);
    const notYet = await page('&arrived=no&sort=name');
    expect(notYet.rows.map((row) => row.name)).toEqual(['Chausiku Ally', 'Dotto Mrema', 'Eliya Bila Kadi']);
    // The filters combine.
    expect((await page('&arrived=yes&q=Asha')).rows.map((row) => row.name)).toEqual(['Asha Kisanga']);
    const refused = await api.call('GET', `/events/${event.id}/guests?arrived=maybe`, auth);
    expect(refused.statusCode).toBe(400);
  });
});
