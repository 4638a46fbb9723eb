// The door through HTTP on a real database: the list a gate device keeps (cards given out, never a phone), scans
// settled between devices (the first admission wins; the second device is told whose and when; a device re-sending
// its scan is told admitted again), revoked, waiting, foreign and forged cards, the clock of a device far ahead, two
// devices at once, the batch's limit, who may do what, and the arrivals.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardAdmissions } from '../../db/schema/door.ts';
import { events } from '../../db/schema/events.ts';
import { cardPublicKeyOf } from '../cards/card-signing.ts';
import { buildDoorTestApp, type DoorTestApp, doorApi } from './door-test-data.ts';

let t: DoorTestApp;
let api: ReturnType<typeof doorApi>;
beforeAll(async () => {
  t = await buildDoorTestApp();
  api = doorApi(t);
});
afterAll(() => t.close());

const device = () => `device-${randomUUID().slice(0, 8)}`;

describe('the door list', () => {
  it('holds the event, its key, and the cards given out with names, seats and types: never a phone or a note', async () => {
    const { event, cards } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');
    const answer = await api.list(event.id, gate);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.event).toEqual({
      id: event.id,
      code: event.code,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
    });
    expect(body.publicKey).toBe(await cardPublicKeyOf(t.db, event.id));
    // Dotto's card waits for a pledge: never given out, not at the door.
    expect(body.cards).toEqual([
      {
        code: cards.asha.code,
        name: 'Asha Kisanga',
        seats: 1,
        typeName: 'Single',
        status: 'sent',
        admission: null,
      },
      {
        code: cards.baraka.code,
        name: 'Baraka Mushi',
        seats: 2,
        typeName: 'Double',
        status: 'sent',
        admission: null,
      },
      {
        code: cards.chausiku.code,
        name: 'Chausiku Ally',
        seats: 1,
        typeName: 'Single',
        status: 'revoked',
        admission: null,
      },
    ]);
    expect(body.arrivals).toEqual({ guests: 0, seats: 0, expectedGuests: 2, expectedSeats: 3, lastAt: null });
    expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(60_000);
    expect(answer.body).not.toMatch(/\+255|phone|email|notes|pledge|token/i);
  });

  it('shows a guest with a revoked card and a new one as two cards, and each admission', async () => {
    const { event, auth, guests, cards } = await api.eventWithCards();
    const again = await api.send(
      event.id,
      auth,
      (
        await api.addType(event.id, auth, {
          name: 'Mpya',
          seats: 1,
          rule: 'now',
        })
      ).id,
      [guests.chausiku.id],
    );
    expect(again.sent).toBe(1);
    const fresh = await api.cardOf(guests.chausiku.id);
    expect(fresh.code).not.toBe(cards.chausiku.code);
    const at = new Date(Date.now() - 3_600_000).toISOString();
    await api.scanned(event.id, auth, 'gate-one-device', [{ code: fresh.code, at }], 'Lango 1');
    const body = (await api.list(event.id, auth)).json();
    const chausiku = body.cards.filter((card: { name: string }) => card.name === 'Chausiku Ally');
    expect(chausiku).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: cards.chausiku.code, status: 'revoked', admission: null }),
        expect.objectContaining({
          code: fresh.code,
          status: 'sent',
          typeName: 'Mpya',
          admission: { at, deviceId: 'gate-one-device', deviceName: 'Lango 1' },
        }),
      ]),
    );
    expect(chausiku).toHaveLength(2);
  });

  it('sends a device that keeps the current list only the cards admitted since, and everything when a card changed', async () => {
    const { event, auth, guests, cards } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');
    const kept = (await api.list(event.id, gate)).json();
    expect(kept).toMatchObject({ changesOnly: false, fingerprint: expect.stringMatching(/^[\w-]{22}$/) });
    const since = (list: { at: string; fingerprint: string }) =>
      `/events/${event.id}/door?since=${encodeURIComponent(list.at)}&list=${list.fingerprint}`;

    // Nothing happened: nothing to carry but the arrivals.
    const quiet = (await api.call('GET', since(kept), gate)).json();
    expect(quiet).toMatchObject({ changesOnly: true, cards: [], fingerprint: kept.fingerprint });

    // Another gate admits Baraka: only his card comes, with its admission; the arrivals move.
    const at = new Date().toISOString();
    await api.scanned(event.id, auth, device(), [{ code: cards.baraka.code, at }], 'Lango 2');
    const changed = (await api.call('GET', since(kept), gate)).json();
    expect(changed.changesOnly).toBe(true);
    expect(changed.cards).toEqual([
      expect.objectContaining({ code: cards.baraka.code, admission: expect.objectContaining({ at }) }),
    ]);
    expect(changed.arrivals).toMatchObject({ guests: 1, seats: 2 });

    // The host renames a guest: the whole list again, under a new fingerprint.
    const renamed = await api.call('PATCH', `/events/${event.id}/guests/${guests.asha.id}`, auth, {
      name: 'Asha K. Kisanga',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const whole = (await api.call('GET', since(changed), gate)).json();
    expect(whole.changesOnly).toBe(false);
    expect(whole.cards).toHaveLength(3);
    expect(whole.fingerprint).not.toBe(kept.fingerprint);

    const refused = await api.call('GET', `/events/${event.id}/door?since=yesterday`, gate);
    expect([refused.statusCode, refused.json().error.reason]).toEqual([400, 'door.list_query_invalid']);
  });

  it('keeps working on an event an admin hid: its wedding still has a door', async () => {
    const { event, auth, cards } = await api.eventWithCards();
    await t.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, event.id));
    expect((await api.list(event.id, auth)).statusCode).toBe(200);
    const scanned = await api.scan(event.id, auth, {
      deviceId: device(),
      scans: [{ code: cards.asha.code, at: new Date().toISOString() }],
    });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(scanned.json().results[0].verdict).toBe('admitted');
    expect(await t.db.$count(cardAdmissions, eq(cardAdmissions.eventId, event.id))).toBe(1);
  });
});

describe('a scan', () => {
  it("admits a card once: another device is told the first one's name and time; the first, sending again, admitted", async () => {
    const { event, cards } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');
    const first = device();
    const at = new Date(Date.now() - 60_000).toISOString();
    const [admitted] = (
      await api.scanned(event.id, gate, first, [{ code: cards.baraka.code, at }], '  Lango 1 ')
    ).results;
    const admission = { at, deviceId: first, deviceName: 'Lango 1' };
    expect(admitted).toEqual({
      code: cards.baraka.code,
      verdict: 'admitted',
      name: 'Baraka Mushi',
      seats: 2,
      typeName: 'Double',
      admission,
    });

    const secretary = await api.asRole(event.id, 'secretary');
    const second = await api.scanned(event.id, secretary, device(), [{ code: cards.baraka.code }], 'Lango 2');
    expect(second.results).toEqual([{ ...admitted, verdict: 'already_admitted' }]);

    // Its answer lost, the first device sends its queue again (another name now): told admitted, as the first time.
    const resent = await api.scanned(event.id, gate, first, [{ code: cards.baraka.code, at }], 'Jina jipya');
    expect(resent.results).toEqual([admitted]);
    expect(resent.arrivals).toMatchObject({ guests: 1, seats: 2, lastAt: at });
    // The card shown again on the same device at another moment (a second tab): a second person at the door.
    const later = await api.scanned(event.id, gate, first, [{ code: cards.baraka.code }], 'Lango 1');
    expect(later.results).toEqual([{ ...admitted, verdict: 'already_admitted' }]);
  });

  it('names the device after its officer when it gave itself no name', async () => {
    const { event, cards } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');
    const [result] = (await api.scanned(event.id, gate, device(), [{ code: cards.asha.code }], '   '))
      .results;
    expect(result?.admission?.deviceName).toBe('Kamati gate');
    const [stored] = await t.db.select().from(cardAdmissions).where(eq(cardAdmissions.eventId, event.id));
    expect(stored).toMatchObject({ deviceName: 'Kamati gate', admittedBy: expect.any(String) });
  });

  it('refuses a revoked card, a waiting one, an unknown code and another event’s card, each in the order sent', async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const other = await api.eventWithCards();
    const unknown = 'ZZZZ2345';
    const { results } = await api.scanned(event.id, auth, device(), [
      { code: cards.chausiku.code },
      { code: cards.dotto.code },
      { code: unknown },
      { code: other.cards.asha.code },
      { code: cards.asha.code },
    ]);
    const nothing = { name: null, seats: null, typeName: null, admission: null };
    expect(results).toEqual([
      {
        code: cards.chausiku.code,
        verdict: 'revoked',
        name: 'Chausiku Ally',
        seats: 1,
        typeName: 'Single',
        admission: null,
      },
      { code: cards.dotto.code, verdict: 'not_for_event', ...nothing },
      { code: unknown, verdict: 'not_for_event', ...nothing },
      // Unless both events drew the same code (one chance in 10^12), a card of the other event is unknown here.
      {
        code: other.cards.asha.code,
        verdict: other.cards.asha.code === cards.asha.code ? 'admitted' : 'not_for_event',
        ...(other.cards.asha.code === cards.asha.code ? {} : nothing),
      },
      expect.objectContaining({ code: cards.asha.code, verdict: 'admitted' }),
    ]);
    expect(await t.db.$count(cardAdmissions, eq(cardAdmissions.eventId, other.event.id))).toBe(0);
  });

  it("admits by the card's QR code, and refuses a forged one, another event's and one naming another card", async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const other = await api.eventWithCards();
    const asha = await api.qrOf(event, cards.asha);
    const signature = asha.split('.')[4] as string;
    const forged = asha.replace(signature, `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    // The other event's key signing this event's code and card: a copy made for another event.
    const foreign = await api.qrOf({ id: other.event.id, code: event.code }, cards.baraka);
    const { results } = await api.scanned(event.id, auth, device(), [
      { code: cards.asha.code, qr: forged },
      { code: cards.baraka.code, qr: foreign },
      { code: cards.baraka.code, qr: asha },
      { code: cards.asha.code, qr: asha },
    ]);
    expect(results.map((result) => [result.code, result.verdict, result.name])).toEqual([
      [cards.asha.code, 'not_for_event', null],
      [cards.baraka.code, 'not_for_event', null],
      [cards.baraka.code, 'not_for_event', null],
      [cards.asha.code, 'admitted', 'Asha Kisanga'],
    ]);
    expect(await t.db.$count(cardAdmissions, eq(cardAdmissions.eventId, event.id))).toBe(1);
  });

  it('admits a card scanned by two devices at once exactly once', async () => {
    const { event, cards } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');
    const secretary = await api.asRole(event.id, 'secretary');
    const [one, two] = await Promise.all([
      api.scanned(
        event.id,
        gate,
        device(),
        [{ code: cards.asha.code }, { code: cards.baraka.code }],
        'Lango 1',
      ),
      api.scanned(
        event.id,
        secretary,
        device(),
        [{ code: cards.baraka.code }, { code: cards.asha.code }],
        'Lango 2',
      ),
    ]);
    for (const code of [cards.asha.code, cards.baraka.code]) {
      const verdicts = [one, two].map((batch) => batch.results.find((result) => result.code === code));
      expect(verdicts.map((result) => result?.verdict).sort()).toEqual(['admitted', 'already_admitted']);
      // Both are told the one admission that stands.
      expect(verdicts[0]?.admission).toEqual(verdicts[1]?.admission);
    }
    expect(await t.db.$count(cardAdmissions, eq(cardAdmissions.eventId, event.id))).toBe(2);
  });

  it("keeps a device's time a little ahead, and stamps one far ahead with the server's", async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const near = new Date(Date.now() + 5 * 60_000).toISOString();
    const far = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const before = Date.now();
    const { results } = await api.scanned(event.id, auth, device(), [
      { code: cards.asha.code, at: near },
      { code: cards.baraka.code, at: far },
    ]);
    expect(results[0]?.admission?.at).toBe(near);
    const stamped = Date.parse(results[1]?.admission?.at ?? '');
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses more than 200 scans at once, an unreadable code and a bad device id, by reason', async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const at = new Date().toISOString();
    const reasonsOf = async (body: object) => {
      const answer = await api.scan(event.id, auth, body);
      expect(answer.statusCode, answer.body).toBe(400);
      const { error } = answer.json();
      return [error.reason, ...(error.details ?? []).map((detail: { reason: string }) => detail.reason)];
    };
    const scans = Array.from({ length: 201 }, () => ({ code: cards.asha.code, at }));
    expect(await reasonsOf({ deviceId: device(), scans })).toContain('door.scans_too_many');
    expect(await reasonsOf({ deviceId: device(), scans: [{ code: 'abc', at }] })).toContain(
      'door.scans_invalid',
    );
    expect(await reasonsOf({ deviceId: 'x', scans: [{ code: cards.asha.code, at }] })).toContain(
      'door.device_invalid',
    );
    expect(await t.db.$count(cardAdmissions, eq(cardAdmissions.eventId, event.id))).toBe(0);
    // 200 pass: the same scan repeated within a batch (same device, same moment) is the one admission.
    const { results } = await api.scanned(event.id, auth, device(), scans.slice(1));
    expect(results).toHaveLength(200);
    expect(new Set(results.map((result) => result.verdict))).toEqual(new Set(['admitted']));
  });
});

describe('who may use the door', () => {
  it('the gate, a secretary, a chair and the host scan and read; a treasurer and a member only watch the arrivals', async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const people = {
      host: auth,
      chair: await api.asRole(event.id, 'chair'),
      secretary: await api.asRole(event.id, 'secretary'),
      gate: await api.asRole(event.id, 'gate'),
      treasurer: await api.asRole(event.id, 'treasurer'),
      member: await api.asRole(event.id, 'member'),
      stranger: await api.stranger(),
    };
    const body = { deviceId: device(), scans: [{ code: cards.asha.code, at: new Date().toISOString() }] };
    const expected: Record<keyof typeof people, [number, number, number]> = {
      host: [200, 200, 200],
      chair: [200, 200, 200],
      secretary: [200, 200, 200],
      gate: [200, 200, 200],
      treasurer: [403, 403, 200],
      member: [403, 403, 200],
      stranger: [404, 404, 404],
    };
    for (const [who, headers] of Object.entries(people) as [keyof typeof people, Record<string, string>][]) {
      const answers = [
        await api.list(event.id, headers),
        await api.scan(event.id, headers, body),
        await api.arrivals(event.id, headers),
      ];
      answers.forEach((answer, i) => {
        expect(answer.statusCode, `${who} ${i}: ${answer.body}`).toBe(expected[who][i]);
        if (answer.statusCode === 403) expect(answer.json().error.reason).toBe('event.not_allowed');
        if (answer.statusCode === 404) expect(answer.json().error.reason).toBe('event.not_found');
      });
    }
    const signedOut = await api.list(event.id, {});
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the arrivals', () => {
  it('count the cards admitted and their seats against the cards given out, with the latest time', async () => {
    const { event, auth, cards } = await api.eventWithCards();
    const member = await api.asRole(event.id, 'member');
    const none = await api.arrivals(event.id, member);
    expect(none.json()).toEqual({ guests: 0, seats: 0, expectedGuests: 2, expectedSeats: 3, lastAt: null });
    const early = new Date(Date.now() - 3_600_000).toISOString();
    const later = new Date(Date.now() - 60_000).toISOString();
    const { arrivals } = await api.scanned(event.id, auth, device(), [
      { code: cards.baraka.code, at: later },
      { code: cards.asha.code, at: early },
      { code: cards.chausiku.code },
    ]);
    const counted = { guests: 2, seats: 3, expectedGuests: 2, expectedSeats: 3, lastAt: later };
    expect(arrivals).toEqual(counted);
    expect((await api.arrivals(event.id, member)).json()).toEqual(counted);
    expect((await api.list(event.id, auth)).json().arrivals).toEqual(counted);
  });
});
