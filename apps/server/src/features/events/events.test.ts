// Events through HTTP on a real database: the host's form and its date rules (Dar es Salaam's clock), changes,
// closing, the Account page's lists and the public page behind the code.
import { EVENT_TARGET_MAX_TZS } from '@sherehe/core/event-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory, events } from '../../db/schema/all.ts';
import { buildEvent, buildMember, buildPledge, dayIn, localIn } from './event-test-data.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://sherehe.test' } });
});
afterAll(() => t.close());

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

const validEvent = () => ({
  name: 'Harusi ya Neema na Baraka',
  kind: 'wedding',
  startsAt: localIn(42, '16:00'),
  venue: 'Mlimani City Hall, Dar es Salaam',
  story: 'Tunawaalika kuchangia harusi yetu.\nAsanteni!',
  targetTzs: 12_000_000,
  pledgeDeadline: dayIn(35),
  showRaised: true,
  language: 'sw',
});

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('creating an event', () => {
  it('stores the local time as UTC, draws a code and writes the history', async () => {
    const { user, headers } = await signedIn({ name: 'Neema Mushi' });
    const res = await api('POST', '/events', headers, validEvent());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Harusi ya Neema na Baraka',
      status: 'open',
      myRole: 'host',
      hostName: 'Neema Mushi',
      hidden: false,
      coverUrl: null,
      startsAtLocal: validEvent().startsAt,
      figures: { targetTzs: 12_000_000, pledgedTzs: 0, paidTzs: 0, outstandingTzs: 0, contributors: 0 },
    });
    expect(body.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(body.myPermissions).toContain('manage_committee');
    // 16:00 in Dar es Salaam is 13:00 UTC.
    expect(body.startsAt).toBe(`${dayIn(42)}T13:00:00.000Z`);
    const [row] = await t.db.select().from(events).where(eq(events.id, body.id));
    expect(row?.hostUserId).toBe(user.id);
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, body.id));
    expect(history.map((entry) => entry.action)).toEqual(['event_created']);
  });

  it.each([
    ['no name', { name: '' }, 'event.name_required'],
    ['a long name', { name: 'x'.repeat(121) }, 'event.name_too_long'],
    ['an unknown kind', { kind: 'funeral' }, 'event.kind_invalid'],
    ['a date without time', { startsAt: dayIn(10) }, 'event.starts_at_invalid'],
    ['a day that does not exist', { startsAt: '2031-02-30T10:00' }, 'event.starts_at_invalid'],
    ['an hour that does not exist', { startsAt: `${dayIn(10)}T25:00` }, 'event.starts_at_invalid'],
    ['no venue', { venue: ' ' }, 'event.venue_required'],
    ['a long story', { story: 'x'.repeat(2001) }, 'event.story_too_long'],
    ['a control character in the story', { story: 'a\u0007b' }, 'text.plain_only'],
    ['a tiny target', { targetTzs: 999 }, 'event.target_invalid'],
    ['a fractional target', { targetTzs: 1000.5 }, 'event.target_invalid'],
    ['a target given as text', { targetTzs: '5000' }, 'event.target_invalid'],
    ['no deadline', { pledgeDeadline: undefined }, 'event.deadline_invalid'],
    ['a deadline that is no day', { pledgeDeadline: '2031-13-01' }, 'event.deadline_invalid'],
    ['an unknown language', { language: 'fr' }, 'validation.invalid_value'],
  ])('refuses %s with a reason', async (_label, change, reason) => {
    const { headers } = await signedIn();
    const res = await api('POST', '/events', headers, { ...validEvent(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.reason).toBe(reason);
  });

  it('answers every malformed body with a 400, never a 500', async () => {
    const { headers } = await signedIn();
    for (const payload of [
      {},
      [],
      { name: 5 },
      { ...validEvent(), showRaised: 'yes' },
      { ...validEvent(), startsAt: null },
    ]) {
      const res = await api('POST', '/events', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.reason).toBeTruthy();
    }
  });

  it.each([
    ['a past date', { startsAt: localIn(-1) }, 'event.date_past'],
    [
      'a deadline after the event day',
      { startsAt: localIn(20), pledgeDeadline: dayIn(21) },
      'event.deadline_after_event',
    ],
    ['a deadline before today', { pledgeDeadline: dayIn(-1) }, 'event.deadline_past'],
  ])('refuses %s', async (_label, change, reason) => {
    const { headers } = await signedIn();
    const res = await api('POST', '/events', headers, { ...validEvent(), ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.reason).toBe(reason);
  });

  it('takes a target up to the largest the form allows and sums it right; one shilling more is refused', async () => {
    const { headers } = await signedIn();
    const res = await api('POST', '/events', headers, { ...validEvent(), targetTzs: EVENT_TARGET_MAX_TZS });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().figures.targetTzs).toBe(EVENT_TARGET_MAX_TZS);
    const changed = await api('PATCH', `/events/${res.json().id}`, headers, {
      targetTzs: EVENT_TARGET_MAX_TZS + 1,
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json().error.reason).toBe('event.target_invalid');
    const mine = await api('GET', `/events/${res.json().id}`, headers);
    expect(mine.json().figures.targetTzs).toBe(EVENT_TARGET_MAX_TZS);
  });

  it("takes a deadline on the event's own day and today", async () => {
    const { headers } = await signedIn();
    const onTheDay = await api('POST', '/events', headers, {
      ...validEvent(),
      startsAt: localIn(20, '23:30'), // 20:30 UTC: the event's day is still the local one
      pledgeDeadline: dayIn(20),
    });
    expect(onTheDay.statusCode, onTheDay.body).toBe(201);
    const today = await api('POST', '/events', headers, { ...validEvent(), pledgeDeadline: dayIn(0) });
    expect(today.statusCode, today.body).toBe(201);
  });
});

describe('an event for its host and committee', () => {
  it('answers 404 to a stranger and to a made-up id', async () => {
    const { user } = await signedIn();
    const event = await buildEvent(t.db, user.id);
    const stranger = await signedIn();
    expect((await api('GET', `/events/${event.id}`, stranger.headers)).statusCode).toBe(404);
    expect(
      (await api('GET', '/events/00000000-0000-4000-8000-000000000000', stranger.headers)).statusCode,
    ).toBe(404);
    const notAnId = await api('GET', '/events/nope', stranger.headers);
    expect(notAnId.json().error.reason).toBe('event.id_invalid');
  });

  it('shows a committee member the event with their role and permissions', async () => {
    const { user } = await signedIn();
    const event = await buildEvent(t.db, user.id);
    const treasurer = await signedIn({ phone: '+255713000101' });
    await buildMember(t.db, event.id, '+255713000101', 'treasurer');
    const res = await api('GET', `/events/${event.id}`, treasurer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      myRole: 'treasurer',
      myPermissions: ['view_ledger', 'export', 'record_payments', 'approve_withdrawals'],
    });
  });

  it('changes the event and records which fields changed', async () => {
    const { user, headers } = await signedIn();
    const event = await buildEvent(t.db, user.id);
    const res = await api('PATCH', `/events/${event.id}`, headers, {
      name: 'Harusi ya Neema & Baraka',
      venue: event.venue,
      showRaised: false,
      startsAt: localIn(50, '10:30'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Harusi ya Neema & Baraka',
      showRaised: false,
      startsAtLocal: localIn(50, '10:30'),
    });
    const [entry] = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(entry).toMatchObject({
      action: 'event_updated',
      actorUserId: user.id,
      details: { fields: 'name,startsAt,showRaised' },
    });
  });

  it('keeps what a change leaves out, the story too', async () => {
    const { user, headers } = await signedIn();
    const event = await buildEvent(t.db, user.id, { story: 'Karibuni nyote.' });
    const res = await api('PATCH', `/events/${event.id}`, headers, { name: 'Harusi ya Neema' });
    expect(res.json()).toMatchObject({
      name: 'Harusi ya Neema',
      story: 'Karibuni nyote.',
      venue: event.venue,
    });
    const unchanged = await api('PATCH', `/events/${event.id}`, headers, {});
    expect(unchanged.statusCode).toBe(200);
    const tooLong = await api('PATCH', `/events/${event.id}`, headers, { story: 'x'.repeat(2001) });
    expect(tooLong.json().error.reason).toBe('event.story_too_long');
  });

  it('applies the date rules to the merged event', async () => {
    const { user, headers } = await signedIn();
    const event = await buildEvent(t.db, user.id, { pledgeDeadline: dayIn(30) });
    const earlier = await api('PATCH', `/events/${event.id}`, headers, { startsAt: localIn(20) });
    expect(earlier.json().error.reason).toBe('event.deadline_after_event');
    const past = await api('PATCH', `/events/${event.id}`, headers, { startsAt: localIn(-2) });
    expect(past.json().error.reason).toBe('event.date_past');
    const deadline = await api('PATCH', `/events/${event.id}`, headers, { pledgeDeadline: dayIn(-3) });
    expect(deadline.json().error.reason).toBe('event.deadline_past');
    // A story can still be corrected after the deadline passed.
    const late = await buildEvent(t.db, user.id, { pledgeDeadline: dayIn(-1) });
    const story = await api('PATCH', `/events/${late.id}`, headers, { story: 'Asanteni kwa michango!' });
    expect(story.statusCode, story.body).toBe(200);
  });

  it('closes and reopens, refusing to do either twice', async () => {
    const { user, headers } = await signedIn();
    const event = await buildEvent(t.db, user.id);
    expect((await api('POST', `/events/${event.id}/close`, headers)).json().status).toBe('closed');
    expect((await api('POST', `/events/${event.id}/close`, headers)).json().error.reason).toBe(
      'event.already_closed',
    );
    expect((await api('POST', `/events/${event.id}/reopen`, headers)).json().status).toBe('open');
    const again = await api('POST', `/events/${event.id}/reopen`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('event.already_open');
    const actions = (await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['event_closed', 'event_reopened']);
  });

  it('pages the history newest first with who did it', async () => {
    const { user, headers } = await signedIn({ name: 'Baraka Mollel' });
    const created = (await api('POST', '/events', headers, validEvent())).json();
    await api('POST', `/events/${created.id}/close`, headers);
    const res = await api('GET', `/events/${created.id}/history`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'event_closed',
      'event_created',
    ]);
    expect(res.json().entries[0].actorName).toBe('Baraka Mollel');
    expect(res.json().nextCursor).toBeNull();
    expect(user.id).toBeTruthy();
    const bad = await api('GET', `/events/${created.id}/history?cursor=nonsense`, headers);
    expect(bad.json().error.reason).toBe('page.cursor_invalid');
  });
});

describe('my events', () => {
  it('lists the events I host and those I help with, upcoming first, with figures', async () => {
    const me = await signedIn({ email: `me-${Date.now()}@example.co.tz`, phone: '+255713000201' });
    const soon = await buildEvent(t.db, me.user.id, {
      name: 'Soon',
      startsAt: new Date(Date.now() + 5 * 86_400_000),
    });
    const later = await buildEvent(t.db, me.user.id, {
      name: 'Later',
      startsAt: new Date(Date.now() + 50 * 86_400_000),
    });
    const past = await buildEvent(t.db, me.user.id, {
      name: 'Past',
      startsAt: new Date(Date.now() - 5 * 86_400_000),
      pledgeDeadline: dayIn(-10),
    });
    await buildPledge(t.db, soon.id, { amountTzs: 200_000, paidTzs: 50_000 });
    const other = await signedIn();
    const helping = await buildEvent(t.db, other.user.id, { name: 'Helping' });
    await buildMember(t.db, helping.id, '+255713000201', 'secretary');
    await buildEvent(t.db, other.user.id, { name: 'Not mine' });

    const res = await api('GET', '/events/mine', me.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hosting.map((e: { id: string }) => e.id)).toEqual([soon.id, later.id, past.id]);
    expect(body.hosting[0]).toMatchObject({
      myRole: 'host',
      figures: { pledgedTzs: 200_000, paidTzs: 50_000, outstandingTzs: 150_000, contributors: 1 },
    });
    expect(body.helping).toEqual([expect.objectContaining({ id: helping.id, myRole: 'secretary' })]);
  });
});

describe('the public page', () => {
  it('shows the event without phone numbers or contributor names, with the money raised when allowed', async () => {
    const { user } = await signedIn({ name: 'Neema Mushi', phone: '+255713000301' });
    const event = await buildEvent(t.db, user.id);
    await buildMember(t.db, event.id, '+255713000302', 'chair');
    await buildPledge(t.db, event.id, {
      name: 'Juma Kassim Mwinyi',
      phone: '+255713000303',
      amountTzs: 300_000,
      paidTzs: 100_000,
    });
    const res = await api(
      'GET',
      `/public/events/${event.code.toLowerCase().slice(0, 3)} ${event.code.slice(3)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(res.json()).toMatchObject({
      code: event.code,
      hostName: 'Neema Mushi',
      shareUrl: `https://sherehe.test/event-planners/e/${event.code}`,
      acceptingPledges: true,
      raised: { targetTzs: 10_000_000, paidTzs: 100_000, pledgedTzs: 300_000 },
      contributors: 1,
    });
    expect(res.body).not.toMatch(/\+255|0713|Juma|Kassim/);
  });

  it('hides the money raised when the host says so, and stops taking pledges when closed or past the deadline', async () => {
    const { user } = await signedIn();
    const hidden = await buildEvent(t.db, user.id, { showRaised: false });
    await buildPledge(t.db, hidden.id, { paidTzs: 20_000 });
    const res = await api('GET', `/public/events/${hidden.code}`);
    expect(res.json().raised).toBeNull();
    expect(res.json().acceptingPledges).toBe(true);
    const closed = await buildEvent(t.db, user.id, { status: 'closed' });
    expect((await api('GET', `/public/events/${closed.code}`)).json().acceptingPledges).toBe(false);
    const late = await buildEvent(t.db, user.id, { pledgeDeadline: dayIn(-1) });
    expect((await api('GET', `/public/events/${late.code}`)).json().acceptingPledges).toBe(false);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await api('GET', '/public/events/ZZZZZZ')).json().error.reason).toBe('event.not_found');
    const malformed = await api('GET', '/public/events/0OIL1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.reason).toBe('event.code_invalid');
  });
});
