// Admins' Medi-Finder through HTTP on a real database: the list (filters, search, pages), verify and hide with the
// public's view following, subscriptions granted (overlaps refused) and cancelled, bad ids, and the audit log.
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildPlace, buildSubscription } from '../../../test/medi-finder-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { ADMIN_PLACES_PAGE } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: Awaited<ReturnType<typeof buildUser>>;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await buildUser(t.db, { role: 'admin', name: 'Rehema Admin' });
  token = await sessionTokenFor(t.db, admin);
});
afterAll(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/md/places${query}`, headers: bearer(token) });
const act = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/admin/md/places/${path}`, headers: bearer(token), payload });
const publicPlace = (kind: 'pharmacies' | 'diagnostic-centers', id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/md/${kind}/${id}` });
const ids = (res: { json: () => { places: { id: string }[] } }) => res.json().places.map((place) => place.id);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

async function vendor(name: string, email?: string) {
  const user = await buildUser(t.db, { role: 'vendor', name, ...(email ? { email } : {}) });
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

const auditOf = (placeId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'medical_place'), eq(auditLog.targetId, placeId)))
    .orderBy(asc(auditLog.createdAt));

describe('GET /admin/md/places', () => {
  it('lists places of every status with their owner, filtered by status and kind, searched by place or owner', async () => {
    const zawadi = await vendor('Zawadi Mushi', 'zawadi.mfamasia@example.co.tz');
    const pending = await buildPlace(t.db, {
      ownerId: zawadi.user.id,
      name: 'Famasia ya Kilele',
      city: 'Arusha',
      area: 'Kaloleni',
      status: 'pending',
      verifiedAt: null,
      createdAt: minutesAgo(30),
    });
    const centre = await buildPlace(t.db, {
      ownerId: zawadi.user.id,
      kind: 'diagnostic_center',
      name: 'Kilele Imaging',
      city: 'Arusha',
      offerings: ['x_ray'],
      createdAt: minutesAgo(20),
    });
    const hidden = await buildPlace(t.db, {
      name: 'Dawa 100% Halisi',
      city: 'Mwanza',
      area: 'Kilele Hill',
      status: 'hidden',
      hiddenReason: 'Closed down',
      createdAt: minutesAgo(10),
    });

    const all = await list('?q=kilele');
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toEqual([hidden.id, centre.id, pending.id]); // by area, by name, by name; newest first
    expect(all.json().places[2]).toMatchObject({
      id: pending.id,
      kind: 'pharmacy',
      status: 'pending',
      ownerId: zawadi.user.id,
      ownerName: 'Zawadi Mushi',
      ownerEmail: 'zawadi.mfamasia@example.co.tz',
      subscription: null,
    });
    expect(all.json().places[0]).toMatchObject({ status: 'hidden', hiddenReason: 'Closed down' });

    expect(ids(await list('?q=kilele&status=pending'))).toEqual([pending.id]);
    expect(ids(await list('?q=kilele&kind=diagnostic_center'))).toEqual([centre.id]);
    expect(ids(await list('?q=ZAWADI.MFAMASIA'))).toEqual([centre.id, pending.id]); // owner's e-mail
    expect(ids(await list('?q=zawadi%20mushi&kind=pharmacy'))).toEqual([pending.id]); // owner's name
    expect(ids(await list('?q=mwanza'))).toContain(hidden.id); // city
    // % and _ are taken literally.
    expect(ids(await list('?q=100%25'))).toEqual([hidden.id]);
    expect(ids(await list('?q=k_lele'))).toEqual([]);
  });

  it('pages newest first with a cursor, and refuses a bad cursor or filter with 400', async () => {
    const owner = await vendor('Mnyororo wa Famasia');
    const made: string[] = [];
    for (let i = 0; i < ADMIN_PLACES_PAGE + 2; i += 1) {
      made.push(
        (
          await buildPlace(t.db, {
            ownerId: owner.user.id,
            name: `Tawi ${i}`,
            createdAt: minutesAgo(500 - i),
          })
        ).id,
      );
    }
    const first = await list('?q=mnyororo');
    expect(ids(first)).toEqual(made.slice(-ADMIN_PLACES_PAGE).reverse());
    const second = await list(`?q=mnyororo&cursor=${first.json().nextCursor}`);
    expect(ids(second)).toEqual(made.slice(0, 2).reverse());
    expect(second.json().nextCursor).toBeNull();

    const badCursor = await list('?cursor=bm90LWEtY3Vyc29y');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toBe('That page link is not valid.');
    expect((await list('?status=gone')).statusCode).toBe(400);
    expect((await list('?kind=clinic')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const owner = await vendor('Curious Vendor');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/md/places', headers: owner.headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/md/places' })).statusCode).toBe(401);
    const place = await buildPlace(t.db, { status: 'pending', verifiedAt: null });
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/md/places/${place.id}/verify`,
      headers: owner.headers,
    });
    expect(verify.statusCode).toBe(403);
  });
});

describe('verify and hide', () => {
  it('verifies a pending place (public from then on), hides it with a reason, verifies it again; each audited', async () => {
    const owner = await vendor('Baraka Lab Owner');
    const place = await buildPlace(t.db, {
      ownerId: owner.user.id,
      kind: 'diagnostic_center',
      name: 'Baraka Diagnostic Centre',
      offerings: ['malaria'],
      status: 'pending',
      verifiedAt: null,
    });
    expect((await publicPlace('diagnostic-centers', place.id)).statusCode).toBe(404);

    const verified = await act('POST', `${place.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().place).toMatchObject({
      id: place.id,
      status: 'listed',
      verifiedAt: expect.any(String),
      hiddenReason: null,
      ownerName: 'Baraka Lab Owner',
    });
    expect((await publicPlace('diagnostic-centers', place.id)).json().center_name).toBe(
      'Baraka Diagnostic Centre',
    );
    const again = await act('POST', `${place.id}/verify`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This place is already listed.');

    const noReason = await act('POST', `${place.id}/hide`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Say why the place is hidden; its owner will read it.');
    const hidden = await act('POST', `${place.id}/hide`, { reason: 'Licence expired in May.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().place).toMatchObject({ status: 'hidden', hiddenReason: 'Licence expired in May.' });
    expect((await publicPlace('diagnostic-centers', place.id)).statusCode).toBe(404);
    expect((await act('POST', `${place.id}/hide`, { reason: 'Twice' })).statusCode).toBe(409);

    const owners = await t.app.inject({ method: 'GET', url: '/api/v1/md/my-places', headers: owner.headers });
    expect(owners.json().places[0]).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Licence expired in May.',
    });

    const relisted = await act('POST', `${place.id}/verify`);
    expect(relisted.json().place).toMatchObject({ status: 'listed', hiddenReason: null });
    expect((await publicPlace('diagnostic-centers', place.id)).statusCode).toBe(200);

    const entries = await auditOf(place.id);
    expect(entries.map((entry) => [entry.actorId, entry.action, entry.details])).toEqual([
      [
        admin.id,
        'medi_finder.place_verified',
        {
          name: 'Baraka Diagnostic Centre',
          kind: 'diagnostic_center',
          ownerId: owner.user.id,
          from: 'pending',
        },
      ],
      [
        admin.id,
        'medi_finder.place_hidden',
        {
          name: 'Baraka Diagnostic Centre',
          kind: 'diagnostic_center',
          ownerId: owner.user.id,
          from: 'listed',
          reason: 'Licence expired in May.',
        },
      ],
      [
        admin.id,
        'medi_finder.place_verified',
        {
          name: 'Baraka Diagnostic Centre',
          kind: 'diagnostic_center',
          ownerId: owner.user.id,
          from: 'hidden',
        },
      ],
    ]);
  });

  it('answers 404 with a clear message for unknown and malformed ids, never 500', async () => {
    for (const id of [
      '0b7f5b9e-6f0e-4a55-9a5e-2f1f3c4d5e60',
      'abc',
      '%20',
      '123e4567-e89b-12d3-a456-42661417400Z',
    ]) {
      for (const [method, path, payload] of [
        ['POST', 'verify', undefined],
        ['POST', 'hide', { reason: 'Not real' }],
        ['POST', 'subscription', { plan: 'monthly', startsOn: '2030-01-01', endsOn: '2030-01-31' }],
        ['DELETE', 'subscription', undefined],
      ] as const) {
        const res = await act(method, `${id}/${path}`, payload);
        expect(res.statusCode, `${method} ${id}/${path}`).toBe(404);
        expect(res.json().error).toEqual({
          code: 'not_found',
          reason: 'finder.place_not_found',
          message: 'That place was not found.',
        });
      }
    }
  });
});

describe('subscriptions', () => {
  it('grants one (the owner sees plan, days and active), refuses an overlap with 409, and cancels; all audited', async () => {
    const owner = await vendor('Neema Pharmacy Owner');
    const place = await buildPlace(t.db, { ownerId: owner.user.id, name: 'Neema Pharmacy' });
    const today = tanzaniaDate(new Date());
    const monthEnd = addDays(today, 29);

    const granted = await act('POST', `${place.id}/subscription`, {
      plan: 'monthly',
      startsOn: today,
      endsOn: monthEnd,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().place.subscription).toMatchObject({
      plan: 'monthly',
      startsOn: today,
      endsOn: monthEnd,
      isActive: true,
      cancelledAt: null,
    });
    const ownerView = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/md/my-places', headers: owner.headers })).json()
        .places[0].subscription;
    expect(await ownerView()).toMatchObject({
      plan: 'monthly',
      startsOn: today,
      endsOn: monthEnd,
      isActive: true,
    });
    expect((await publicPlace('pharmacies', place.id)).json().active_subscription).toEqual({ is_active: 1 });

    for (const [startsOn, endsOn] of [
      [addDays(today, -10), today], // ends on its first day
      [monthEnd, addDays(monthEnd, 90)], // starts on its last day
      [addDays(today, 5), addDays(today, 6)], // inside it
    ]) {
      const overlap = await act('POST', `${place.id}/subscription`, { plan: 'quarterly', startsOn, endsOn });
      expect(overlap.statusCode, `${startsOn}…${endsOn}`).toBe(409);
      expect(overlap.json().error.message).toBe(
        `This place already has a subscription from ${today} to ${monthEnd}. Choose days after it, or cancel it first.`,
      );
    }
    const next = await act('POST', `${place.id}/subscription`, {
      plan: 'yearly',
      startsOn: addDays(monthEnd, 1),
      endsOn: addDays(monthEnd, 365),
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().place.subscription).toMatchObject({ plan: 'monthly', isActive: true }); // still the current

    const cancelled = await act('DELETE', `${place.id}/subscription`);
    expect(cancelled.statusCode).toBe(200);
    // The current one is gone; the owner is shown the yearly one to come.
    expect(cancelled.json().place.subscription).toMatchObject({ plan: 'yearly', isActive: false });
    expect((await publicPlace('pharmacies', place.id)).json().active_subscription).toEqual({ is_active: 0 });
    // A cancelled subscription's days are free again.
    const replacement = await act('POST', `${place.id}/subscription`, {
      plan: 'monthly',
      startsOn: addDays(today, 1),
      endsOn: monthEnd,
    });
    expect(replacement.statusCode).toBe(200);

    expect((await act('DELETE', `${place.id}/subscription`)).json().place.subscription).toMatchObject({
      plan: 'yearly',
      startsOn: addDays(monthEnd, 1),
    }); // cancelled the upcoming monthly one
    expect((await act('DELETE', `${place.id}/subscription`)).statusCode).toBe(200); // and the yearly one
    const none = await act('DELETE', `${place.id}/subscription`);
    expect(none.statusCode).toBe(422);
    expect(none.json().error.message).toBe('This place has no current or upcoming subscription to cancel.');
    expect(await ownerView()).toMatchObject({ isActive: false, cancelledAt: expect.any(String) });

    const actions = (await auditOf(place.id)).map((entry) => entry.action);
    expect(actions).toEqual([
      'medi_finder.subscription_granted',
      'medi_finder.subscription_granted',
      'medi_finder.subscription_cancelled',
      'medi_finder.subscription_granted',
      'medi_finder.subscription_cancelled',
      'medi_finder.subscription_cancelled',
    ]);
    const [first] = await auditOf(place.id);
    expect(first?.details).toMatchObject({
      plan: 'monthly',
      startsOn: today,
      endsOn: monthEnd,
      name: 'Neema Pharmacy',
    });
  });

  it('refuses bad subscription bodies with clear messages', async () => {
    const place = await buildPlace(t.db);
    for (const [body, message] of [
      [
        { plan: 'weekly', startsOn: '2030-01-01', endsOn: '2030-01-07' },
        'Choose monthly, quarterly or yearly.',
      ],
      [{ plan: 'monthly', startsOn: 'soon', endsOn: '2030-01-31' }, 'Give the first day as a date.'],
      [{ plan: 'monthly', startsOn: '2030-01-01', endsOn: '2030-02-30' }, 'Give the last day as a date.'],
      [
        { plan: 'monthly', startsOn: '2030-02-01', endsOn: '2030-01-31' },
        'The last day cannot come before the first.',
      ],
    ] as const) {
      const res = await act('POST', `${place.id}/subscription`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await auditOf(place.id)).toEqual([]);
  });

  it('shows an admin the latest past subscription when none is current or to come', async () => {
    const place = await buildPlace(t.db, { name: 'Lapsed Pharmacy Zeta' });
    const today = tanzaniaDate(new Date());
    await buildSubscription(t.db, place.id, {
      plan: 'quarterly',
      startsOn: addDays(today, -200),
      endsOn: addDays(today, -110),
    });
    await buildSubscription(t.db, place.id, {
      plan: 'monthly',
      startsOn: addDays(today, -40),
      endsOn: addDays(today, -11),
    });
    const [shown] = (await list('?q=lapsed%20pharmacy%20zeta')).json().places;
    expect(shown.subscription).toMatchObject({
      plan: 'monthly',
      endsOn: addDays(today, -11),
      isActive: false,
    });
    expect((await act('DELETE', `${place.id}/subscription`)).statusCode).toBe(422);
  });
});
