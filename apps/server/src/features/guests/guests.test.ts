// The guest list through HTTP on a real database: added, read, changed and removed by the committee (who may do which),
// one guest per phone per event (also when two requests race), the list's limit, search, filters and counts, a guest's
// pledge joined by phone, contributors invited from the ledger, and the history every change leaves.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { GUESTS_PER_EVENT_MAX } from '@sherehe/core/guest-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildMember, buildPledge, eventHistoryOf } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { pledgePayments } from '../../db/schema/events.ts';
import { eventGuests } from '../../db/schema/guests.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function hosted(overrides: Parameters<typeof buildEvent>[1] = {}) {
  const host = await buildUser(t.db, { name: 'Neema Mushi' });
  const event = await buildEvent(t.db, { hostUserId: host.id, ...overrides });
  return { host, event, auth: bearer(await sessionTokenFor(t.db, host)) };
}

async function asMember(eventId: string, role: 'chair' | 'secretary' | 'treasurer' | 'member') {
  return bearer(await sessionTokenFor(t.db, await buildMember(t.db, eventId, role)));
}

const list = async (eventId: string, auth: Headers, query = '') => {
  const answer = await api('GET', `/events/${eventId}/guests${query}`, auth);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const add = (eventId: string, auth: Headers, body: object) =>
  api('POST', `/events/${eventId}/guests`, auth, body);

async function added(eventId: string, auth: Headers, body: object) {
  const answer = await add(eventId, auth, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const historyOf = (eventId: string) => eventHistoryOf(t.db, eventId);

describe('a guest, added, read, changed and removed', () => {
  it('goes round, each change in the history', async () => {
    const { event, auth } = await hosted();
    const guest = await added(event.id, auth, {
      name: '  Bi Mwanaidi Shaban ',
      phone: '0713 220 402',
      email: 'Mwanaidi@Example.co.tz',
      group: 'Familia ya Juma',
    });
    expect(guest).toMatchObject({
      name: 'Bi Mwanaidi Shaban',
      phone: '+255713220402',
      email: 'mwanaidi@example.co.tz',
      group: 'Familia ya Juma',
      side: 'either',
      seats: 1,
      notes: null,
      pledge: null,
    });

    const page = await list(event.id, auth);
    expect(page.rows).toEqual([guest]);
    expect(page.matching).toBe(1);

    const changed = await api('PATCH', `/events/${event.id}/guests/${guest.id}`, auth, {
      side: 'bride',
      seats: 3,
      email: '',
      notes: 'Anakuja na watoto wawili',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Bi Mwanaidi Shaban',
      phone: '+255713220402',
      email: null,
      group: 'Familia ya Juma',
      side: 'bride',
      seats: 3,
      notes: 'Anakuja na watoto wawili',
    });

    const removed = await api('DELETE', `/events/${event.id}/guests/${guest.id}`, auth);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list(event.id, auth)).rows).toEqual([]);
    const again = await api('DELETE', `/events/${event.id}/guests/${guest.id}`, auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('guest.not_found');

    expect(await historyOf(event.id)).toEqual([
      ['guest_added', { name: 'Bi Mwanaidi Shaban' }],
      ['guest_updated', { name: 'Bi Mwanaidi Shaban' }],
      ['guest_removed', { name: 'Bi Mwanaidi Shaban' }],
    ]);
  });

  it("refuses bad fields by reason, and another event's guest is not found", async () => {
    const { event, auth } = await hosted();
    const bad = await add(event.id, auth, { name: 'Asha', phone: '12345', seats: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'phone', reason: 'guest.phone_invalid' }),
        expect.objectContaining({ field: 'seats', reason: 'guest.seats_invalid', params: { max: 10 } }),
      ]),
    );
    const other = await hosted();
    const theirs = await added(other.event.id, other.auth, { name: 'Juma' });
    const reach = await api('PATCH', `/events/${event.id}/guests/${theirs.id}`, auth, { name: 'Mvamizi' });
    expect(reach.statusCode).toBe(404);
    expect(reach.json().error.reason).toBe('guest.not_found');
  });
});

describe('one guest per phone per event', () => {
  it('a phone on the list is refused in any form, naming its guest; another event may have it', async () => {
    const { event, auth } = await hosted();
    await added(event.id, auth, { name: 'Joseph Massawe', phone: '+255765330503' });
    const twice = await add(event.id, auth, { name: 'Yusufu', phone: '0765 330 503' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      reason: 'guest.phone_taken',
      params: { name: 'Joseph Massawe' },
    });

    const other = await added(event.id, auth, { name: 'Grace Mushi', phone: '0716 300 205' });
    const moved = await api('PATCH', `/events/${event.id}/guests/${other.id}`, auth, {
      phone: '255765330503',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.params).toEqual({ name: 'Joseph Massawe' });
    // Keeping one's own phone is no clash; guests without a phone are not limited.
    const same = await api('PATCH', `/events/${event.id}/guests/${other.id}`, auth, { phone: '0716300205' });
    expect(same.statusCode, same.body).toBe(200);
    await added(event.id, auth, { name: 'Bibi Khadija' });
    await added(event.id, auth, { name: 'Bibi Khadija', phone: '' });

    const second = await hosted();
    await added(second.event.id, second.auth, { name: 'Joseph Massawe', phone: '0765330503' });
  });

  it('two adds of one phone at once: one is added, the other told who has it', async () => {
    const { event, auth } = await hosted();
    const answers = await Promise.all([
      add(event.id, auth, { name: 'Rehema Mfinanga', phone: '0782440604' }),
      add(event.id, auth, { name: 'Rehema M.', phone: '+255782440604' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const winner = answers.find((answer) => answer.statusCode === 201)?.json().name;
    expect(refused?.json().error).toMatchObject({ reason: 'guest.phone_taken', params: { name: winner } });
    expect(await t.db.$count(eventGuests, eq(eventGuests.eventId, event.id))).toBe(1);
  });
});

it(`holds at most ${GUESTS_PER_EVENT_MAX} guests`, async () => {
  const { event, auth } = await hosted();
  await t.db.execute(
    sql`insert into event_guests (event_id, name)
        select ${event.id}::uuid, 'Mgeni ' || n from generate_series(1, ${GUESTS_PER_EVENT_MAX - 1}) n`,
  );
  await added(event.id, auth, { name: 'The last one' });
  const full = await add(event.id, auth, { name: 'One too many' });
  expect(full.statusCode).toBe(422);
  expect(full.json().error).toMatchObject({
    reason: 'guest.list_full',
    params: { max: GUESTS_PER_EVENT_MAX },
  });
  const pledge = await buildPledge(t.db, event.id);
  const fromLedger = await api('POST', `/events/${event.id}/guests/from-pledges`, auth, {
    pledgeIds: [pledge.id],
  });
  expect(fromLedger.statusCode).toBe(422);
  expect(fromLedger.json().error.reason).toBe('guest.list_full');
  expect(await t.db.$count(eventGuests, eq(eventGuests.eventId, event.id))).toBe(GUESTS_PER_EVENT_MAX);
  const page = await list(event.id, auth, '?limit=1');
  expect(page.counts.guests).toBe(GUESTS_PER_EVENT_MAX);
  expect(page.rows).toHaveLength(1);
});

describe('who may do what', () => {
  it('host, chair and secretary change the list; treasurer and member read it; a stranger is told nothing', async () => {
    const { event, auth } = await hosted();
    const guest = await added(event.id, auth, { name: 'Asha Kisanga' });
    const expected = [
      ['chair', 201],
      ['secretary', 201],
      ['treasurer', 403],
      ['member', 403],
    ] as const;
    for (const [role, status] of expected) {
      const headers = await asMember(event.id, role);
      expect((await list(event.id, headers)).counts.guests, role).toBeGreaterThan(0);
      const answer = await add(event.id, headers, { name: `Mgeni wa ${role}` });
      expect(answer.statusCode, `${role}: ${answer.body}`).toBe(status);
      if (status === 403) {
        expect(answer.json().error.reason).toBe('event.not_allowed');
        const change = await api('PATCH', `/events/${event.id}/guests/${guest.id}`, headers, { seats: 2 });
        expect(change.statusCode).toBe(403);
        const remove = await api('DELETE', `/events/${event.id}/guests/${guest.id}`, headers);
        expect(remove.statusCode).toBe(403);
      }
    }
    const stranger = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));
    for (const answer of [
      await api('GET', `/events/${event.id}/guests`, stranger),
      await add(event.id, stranger, { name: 'Mvamizi' }),
      await api('DELETE', `/events/${event.id}/guests/${guest.id}`, stranger),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.reason).toBe('event.not_found');
    }
    const anonymous = await api('GET', `/events/${event.id}/guests`, {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('an event an admin hid is read, not changed', async () => {
    const { event, auth } = await hosted();
    const guest = await added(event.id, auth, { name: 'Frank Swai' });
    await t.db.execute(
      sql`update events set hidden_at = now(), hidden_reason = 'scam' where id = ${event.id}`,
    );
    expect((await list(event.id, auth)).rows).toHaveLength(1);
    const pledge = await buildPledge(t.db, event.id);
    for (const answer of [
      await add(event.id, auth, { name: 'Another' }),
      await api('PATCH', `/events/${event.id}/guests/${guest.id}`, auth, { seats: 2 }),
      await api('DELETE', `/events/${event.id}/guests/${guest.id}`, auth),
      await api('POST', `/events/${event.id}/guests/from-pledges`, auth, { pledgeIds: [pledge.id] }),
    ]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error.reason).toBe('event.hidden');
    }
  });
});

describe('the list', () => {
  async function weddingList() {
    const hostedEvent = await hosted();
    const { event, auth } = hostedEvent;
    const guests = [
      { name: 'Mzee Juma Salim', phone: '0754300101', group: 'Familia ya Juma', side: 'bride', seats: 2 },
      { name: 'bi Zainabu Juma', phone: '0713300102', group: 'Familia ya Juma', side: 'bride', seats: 1 },
      {
        name: 'Omari Mwinyimkuu',
        phone: '0754123456',
        group: 'Familia ya Mwinyimkuu',
        side: 'groom',
        seats: 4,
      },
      { name: 'Grace Mushi', email: 'grace@kazini.co.tz', group: 'Kazini', side: 'groom', seats: 2 },
      { name: 'Asha 100% Kisanga', side: 'either', seats: 1 },
    ];
    const ids: Record<string, string> = {};
    for (const guest of guests) ids[guest.name] = (await added(event.id, auth, guest)).id;
    return { ...hostedEvent, ids };
  }
  const names = (page: { rows: { name: string }[] }) => page.rows.map((row) => row.name);

  it('counts the whole list whatever the filter, and names its groups', async () => {
    const { event, auth } = await weddingList();
    const page = await list(event.id, auth, '?side=groom');
    expect(page.counts).toEqual({
      guests: 5,
      seats: 10,
      bySide: {
        bride: { guests: 2, seats: 3 },
        groom: { guests: 2, seats: 6 },
        either: { guests: 1, seats: 1 },
      },
      pledged: 0,
      paid: 0,
      // No card made yet (features/cards tests the guest list with cards).
      cards: { waiting: 0, sent: 0 },
      rsvp: {
        bride: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
        groom: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
        either: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
      },
      // Nobody admitted at the door (guest-arrivals.test.ts).
      arrived: { guests: 0, seats: 0 },
    });
    expect(page.groups).toEqual(['Familia ya Juma', 'Familia ya Mwinyimkuu', 'Kazini']);
    expect(names(page)).toEqual(['Grace Mushi', 'Omari Mwinyimkuu']);
    expect(page.matching).toBe(2);
    expect(names(await list(event.id, auth, '?group=Familia%20ya%20Juma'))).toEqual([
      'bi Zainabu Juma',
      'Mzee Juma Salim',
    ]);
    expect(names(await list(event.id, auth, '?group=Familia'))).toEqual([]);
  });

  it('searches name, e-mail, group and a phone typed any way', async () => {
    const { event, auth } = await weddingList();
    const found = async (q: string) => names(await list(event.id, auth, `?q=${encodeURIComponent(q)}`));
    expect(await found('0754 123 456')).toEqual(['Omari Mwinyimkuu']);
    expect(await found('754123')).toEqual(['Omari Mwinyimkuu']);
    expect(await found('+255 713 300')).toEqual(['bi Zainabu Juma']);
    expect(await found('JUMA')).toEqual(['bi Zainabu Juma', 'Mzee Juma Salim']);
    expect(await found('kazini')).toEqual(['Grace Mushi']);
    expect(await found('mwinyimkuu')).toEqual(['Omari Mwinyimkuu']);
    expect(await found('100%')).toEqual(['Asha 100% Kisanga']);
    expect(await found('%')).toEqual(['Asha 100% Kisanga']);
  });

  it('sorts by name, group or newest either way, and pages', async () => {
    const { event, auth } = await weddingList();
    expect(names(await list(event.id, auth))).toEqual([
      'Asha 100% Kisanga',
      'bi Zainabu Juma',
      'Grace Mushi',
      'Mzee Juma Salim',
      'Omari Mwinyimkuu',
    ]);
    expect(names(await list(event.id, auth, '?sort=name&dir=desc'))[0]).toBe('Omari Mwinyimkuu');
    expect(names(await list(event.id, auth, '?sort=group'))).toEqual([
      'bi Zainabu Juma',
      'Mzee Juma Salim',
      'Omari Mwinyimkuu',
      'Grace Mushi',
      'Asha 100% Kisanga',
    ]);
    expect(names(await list(event.id, auth, '?sort=group&dir=desc'))).toEqual([
      'Grace Mushi',
      'Omari Mwinyimkuu',
      'bi Zainabu Juma',
      'Mzee Juma Salim',
      'Asha 100% Kisanga',
    ]);
    expect(names(await list(event.id, auth, '?sort=newest&dir=desc'))[0]).toBe('Asha 100% Kisanga');
    const second = await list(event.id, auth, '?limit=2&offset=2');
    expect(names(second)).toEqual(['Grace Mushi', 'Mzee Juma Salim']);
    expect(second.matching).toBe(5);
    const past = await list(event.id, auth, '?limit=2&offset=10&side=bride');
    expect(past.rows).toEqual([]);
    expect(past.matching).toBe(2);
    const wrong = await api('GET', `/events/${event.id}/guests?pledge=maybe`, auth);
    expect(wrong.statusCode).toBe(400);
  });

  it("shows a guest's pledge by phone, filters by where it stands, and counts pledged and paid", async () => {
    const { event, auth, host } = await weddingList();
    const today = todayInTanzania();
    const pledgeOf = (phone: string, amountTzs: number, extra: Parameters<typeof buildPledge>[2] = {}) =>
      buildPledge(t.db, event.id, { phone, amountTzs, name: `Mchangiaji ${phone}`, ...extra });
    const pay = (pledgeId: string, amountTzs: number, receipt: string) =>
      t.db.insert(pledgePayments).values({
        pledgeId,
        eventId: event.id,
        amountTzs,
        method: 'cash',
        receipt,
        recordedBy: host.id,
      });
    const juma = await pledgeOf('+255754300101', 100_000);
    await pay(juma.id, 100_000, 'R-1');
    const zainabu = await pledgeOf('+255713300102', 50_000, { dueDate: addDays(today, -3) });
    const omari = await pledgeOf('+255754123456', 200_000);
    await pay(omari.id, 50_000, 'R-2');
    // Another event's pledge from Omari's phone is not his pledge here; a reversed payment counts for nothing.
    await buildPledge(t.db, (await buildEvent(t.db)).id, { phone: '+255754123456', amountTzs: 9_000 });
    await t.db.insert(pledgePayments).values({
      pledgeId: omari.id,
      eventId: event.id,
      amountTzs: 10_000,
      method: 'cash',
      receipt: 'R-3',
      status: 'reversed',
    });
    // A guest's pledge the committee cancelled is no pledge to the filters.
    const cancelledPhone = '+255765300304';
    await added(event.id, auth, { name: 'Frank Swai', phone: cancelledPhone });
    await pledgeOf(cancelledPhone, 30_000, { cancelledAt: new Date() });

    const page = await list(event.id, auth);
    const pledgeByName = Object.fromEntries(
      page.rows.map((row: { name: string; pledge: unknown }) => [row.name, row.pledge]),
    );
    expect(pledgeByName).toEqual({
      'Asha 100% Kisanga': null,
      'bi Zainabu Juma': { id: zainabu.id, status: 'overdue', amountTzs: 50_000, paidTzs: 0 },
      'Frank Swai': expect.objectContaining({ status: 'cancelled' }),
      'Grace Mushi': null,
      'Mzee Juma Salim': { id: juma.id, status: 'paid', amountTzs: 100_000, paidTzs: 100_000 },
      'Omari Mwinyimkuu': { id: omari.id, status: 'partly_paid', amountTzs: 200_000, paidTzs: 50_000 },
    });
    expect(page.counts).toMatchObject({ guests: 6, pledged: 3, paid: 1 });
    const filtered = async (pledge: string) => names(await list(event.id, auth, `?pledge=${pledge}`));
    expect(await filtered('none')).toEqual(['Asha 100% Kisanga', 'Frank Swai', 'Grace Mushi']);
    expect(await filtered('unpaid')).toEqual(['bi Zainabu Juma']);
    expect(await filtered('partly_paid')).toEqual(['Omari Mwinyimkuu']);
    expect(await filtered('paid')).toEqual(['Mzee Juma Salim']);
    expect(names(await list(event.id, auth, '?pledge=unpaid&side=groom'))).toEqual([]);
  });
});

describe('contributors invited from the ledger', () => {
  it('adds each chosen pledge as a guest, leaves a phone on the list alone, and writes the history', async () => {
    const { event, auth } = await hosted();
    const baraka = await buildPledge(t.db, event.id, {
      name: 'Baraka Mollel',
      phone: '+255754550705',
      email: 'baraka@example.co.tz',
    });
    const halima = await buildPledge(t.db, event.id, { name: 'Halima Ally', phone: '+255717151614' });
    const neema = await buildPledge(t.db, event.id, { name: 'Neema Kimaro', phone: '+255716101210' });
    await added(event.id, auth, { name: 'Bi Halima', phone: '0717151614', side: 'bride', seats: 2 });
    const answer = await api('POST', `/events/${event.id}/guests/from-pledges`, auth, {
      pledgeIds: [baraka.id, halima.id, neema.id, baraka.id],
      side: 'groom',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ added: 2, alreadyGuests: 1 });
    const rows = (await list(event.id, auth)).rows;
    expect(
      rows.map((row: Record<string, unknown>) => [row.name, row.phone, row.email, row.side, row.seats]),
    ).toEqual([
      ['Baraka Mollel', '+255754550705', 'baraka@example.co.tz', 'groom', 1],
      ['Bi Halima', '+255717151614', null, 'bride', 2],
      ['Neema Kimaro', '+255716101210', null, 'groom', 1],
    ]);
    expect(rows.every((row: { pledge: unknown }) => row.pledge !== null)).toBe(true);
    const history = await historyOf(event.id);
    expect(history.at(-1)).toEqual(['guests_added_from_pledges', { added: 2 }]);

    const nothingNew = await api('POST', `/events/${event.id}/guests/from-pledges`, auth, {
      pledgeIds: [neema.id],
    });
    expect(nothingNew.json()).toEqual({ added: 0, alreadyGuests: 1 });
    expect(await historyOf(event.id)).toHaveLength(history.length);
  });

  it("refuses another event's pledge, adding none of the others", async () => {
    const { event, auth } = await hosted();
    const mine = await buildPledge(t.db, event.id, { phone: '+255754550705' });
    const theirs = await buildPledge(t.db, (await buildEvent(t.db)).id, { phone: '+255754550706' });
    const answer = await api('POST', `/events/${event.id}/guests/from-pledges`, auth, {
      pledgeIds: [mine.id, theirs.id],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.reason).toBe('pledge.not_found');
    expect(await t.db.$count(eventGuests, eq(eventGuests.eventId, event.id))).toBe(0);
    const none = await api('POST', `/events/${event.id}/guests/from-pledges`, auth, { pledgeIds: [] });
    expect(none.statusCode).toBe(400);
    const secretary = await asMember(event.id, 'secretary');
    const bySecretary = await api('POST', `/events/${event.id}/guests/from-pledges`, secretary, {
      pledgeIds: [mine.id],
    });
    expect(bySecretary.statusCode, bySecretary.body).toBe(201);
    const treasurer = await asMember(event.id, 'treasurer');
    const byTreasurer = await api('POST', `/events/${event.id}/guests/from-pledges`, treasurer, {
      pledgeIds: [mine.id],
    });
    expect(byTreasurer.statusCode).toBe(403);
    const [guest] = await t.db.select().from(eventGuests).where(eq(eventGuests.eventId, event.id));
    expect(guest?.phone).toBe('+255754550705');
  });
});
