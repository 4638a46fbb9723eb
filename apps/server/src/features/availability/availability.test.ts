// The public calendar of a listing and the vendor's own calendar with blocked days, through HTTP: what the public
// sees (never who holds a day), who may change a calendar, and a reason for every bad request.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { confirmHolds, takeDayHold } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => addDays(todayInTanzania(), n);
const later = () => new Date(Date.now() + 15 * 60_000);

async function account(role: 'user' | 'vendor') {
  const user = await buildUser(t.db, { role });
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

async function vendorWithVenue(dailyCapacity = 2) {
  const owner = await account('vendor');
  const vendor = await buildVendor(t.db, { userId: owner.user.id });
  const listing = await buildListing(t.db, { vendorId: vendor.id, category: 'venues', dailyCapacity });
  return { ...owner, vendor, listing };
}

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

async function hold(listingId: string, day: string, { book = false } = {}) {
  const holderId = randomUUID();
  await t.db.transaction(async (tx) => {
    await takeDayHold(tx, { listingId, day, holderId, expiresAt: later() });
    if (book) await confirmHolds(tx, holderId);
  });
}

describe('GET /listings/:id/availability', () => {
  it('says per day free, full, blocked or past, with what is left, and never who holds a day', async () => {
    const { listing, headers } = await vendorWithVenue(2);
    const [yesterday, soon, busy, closed] = [inDays(-1), inDays(3), inDays(4), inDays(5)];
    await hold(listing.id, busy);
    await hold(listing.id, busy, { book: true });
    await hold(listing.id, soon);
    expect(
      (await call('PUT', `/vendor/listings/${listing.id}/blocked-days/${closed}`, headers)).statusCode,
    ).toBe(204);

    const res = await call('GET', `/listings/${listing.id}/availability?from=${yesterday}&to=${closed}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      listingId: listing.id,
      kind: 'service',
      dailyCapacity: 2,
      today: inDays(0),
    });
    const byDay = Object.fromEntries(body.days.map((d: { day: string }) => [d.day, d]));
    expect(byDay[yesterday]).toEqual({ day: yesterday, status: 'past', left: 0 });
    expect(byDay[inDays(0)]).toEqual({ day: inDays(0), status: 'free', left: 2 });
    expect(byDay[soon]).toEqual({ day: soon, status: 'free', left: 1 });
    expect(byDay[busy]).toEqual({ day: busy, status: 'full', left: 0 });
    expect(byDay[closed]).toEqual({ day: closed, status: 'blocked', left: 0 });
    expect(body.days).toHaveLength(7);
    expect(res.body).not.toMatch(/holder|held|booked/);
  });

  it('answers six weeks from today by default, and a product by its stock', async () => {
    const { listing } = await vendorWithVenue(1);
    const res = await call('GET', `/listings/${listing.id}/availability`);
    expect(res.json().days).toHaveLength(42);
    expect(res.json().days[0].day).toBe(inDays(0));

    const cake = await buildListing(t.db, { kind: 'product', category: 'cakes', stock: 3 });
    const cakeDays = (
      await call('GET', `/listings/${cake.id}/availability?from=${inDays(1)}&to=${inDays(1)}`)
    ).json();
    expect(cakeDays).toMatchObject({
      kind: 'product',
      dailyCapacity: null,
      days: [{ status: 'free', left: 3 }],
    });
    const soldOut = await buildListing(t.db, { kind: 'product', category: 'cakes', stock: 0 });
    expect(
      (await call('GET', `/listings/${soldOut.id}/availability?from=${inDays(1)}&to=${inDays(1)}`)).json()
        .days[0],
    ).toMatchObject({ status: 'full', left: 0 });
  });

  it('refuses bad ranges with a reason, and listings the public cannot see with 404', async () => {
    const { listing } = await vendorWithVenue(1);
    for (const [query, reason] of [
      ['from=2026-02-30', 'booking.date_invalid'],
      ['from=tomorrow', 'booking.date_invalid'],
      [`from=${inDays(5)}&to=${inDays(1)}`, 'booking.range_backwards'],
      [`from=${inDays(0)}&to=${inDays(92)}`, 'booking.range_too_long'],
    ] as const) {
      const res = await call('GET', `/listings/${listing.id}/availability?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.reason, query).toBe(reason);
    }
    expect(
      (await call('GET', `/listings/${listing.id}/availability?from=${inDays(0)}&to=${inDays(91)}`))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/listings/not-an-id/availability')).json().error.reason).toBe(
      'listing.id_invalid',
    );
    expect((await call('GET', `/listings/${randomUUID()}/availability`)).statusCode).toBe(404);
    const draft = await buildListing(t.db, { status: 'draft', publishedAt: null });
    expect((await call('GET', `/listings/${draft.id}/availability`)).json().error.reason).toBe(
      'catalogue.listing_unavailable',
    );
    const suspended = await buildVendor(t.db, { status: 'suspended' });
    const hidden = await buildListing(t.db, { vendorId: suspended.id });
    expect((await call('GET', `/listings/${hidden.id}/availability`)).statusCode).toBe(404);
  });
});

describe("the vendor's calendar", () => {
  it('shows held and booked counts per day and blocks and unblocks days, one or several at a time', async () => {
    const { listing, headers } = await vendorWithVenue(3);
    const [a, b, c] = [inDays(10), inDays(11), inDays(12)];
    await hold(listing.id, a);
    await hold(listing.id, a, { book: true });
    await hold(listing.id, a, { book: true });

    expect((await call('PUT', `/vendor/listings/${listing.id}/blocked-days/${b}`, headers)).statusCode).toBe(
      204,
    );
    // Blocking twice is blocking once.
    expect((await call('PUT', `/vendor/listings/${listing.id}/blocked-days/${b}`, headers)).statusCode).toBe(
      204,
    );
    expect(
      (
        await call('POST', `/vendor/listings/${listing.id}/blocked-days`, headers, {
          block: [c],
          unblock: [],
        })
      ).statusCode,
    ).toBe(204);

    const calendar = (
      await call('GET', `/vendor/listings/${listing.id}/calendar?from=${a}&to=${c}`, headers)
    ).json();
    expect(calendar.dailyCapacity).toBe(3);
    expect(calendar.days).toEqual([
      { day: a, status: 'full', left: 0, blocked: false, held: 1, booked: 2 },
      { day: b, status: 'blocked', left: 0, blocked: true, held: 0, booked: 0 },
      { day: c, status: 'blocked', left: 0, blocked: true, held: 0, booked: 0 },
    ]);

    expect(
      (await call('DELETE', `/vendor/listings/${listing.id}/blocked-days/${b}`, headers)).statusCode,
    ).toBe(204);
    await call('POST', `/vendor/listings/${listing.id}/blocked-days`, headers, { unblock: [c] });
    const after = (
      await call('GET', `/vendor/listings/${listing.id}/calendar?from=${b}&to=${c}`, headers)
    ).json();
    expect(after.days.map((d: { status: string }) => d.status)).toEqual(['free', 'free']);
  });

  it('is the owner’s only: another vendor gets 404, a customer 403, nobody signed in 401', async () => {
    const { listing } = await vendorWithVenue(1);
    const other = await vendorWithVenue(1);
    const customer = await account('user');
    const day = inDays(7);
    const routes = [
      ['GET', `/vendor/listings/${listing.id}/calendar`],
      ['PUT', `/vendor/listings/${listing.id}/blocked-days/${day}`],
      ['DELETE', `/vendor/listings/${listing.id}/blocked-days/${day}`],
      ['POST', `/vendor/listings/${listing.id}/blocked-days`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { block: [day] } : undefined;
      const asOther = await call(method, url, other.headers, body);
      expect(asOther.statusCode, `${method} ${url}`).toBe(404);
      expect(asOther.json().error.reason).toBe('vendor.listing_not_found');
      expect((await call(method, url, customer.headers, body)).statusCode).toBe(403);
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
    }
    expect(
      (await call('GET', `/listings/${listing.id}/availability?from=${day}&to=${day}`)).json().days[0].status,
    ).toBe('free');
    expect((await call('GET', `/vendor/listings/${randomUUID()}/calendar`, other.headers)).statusCode).toBe(
      404,
    );
  });

  it('answers every bad request with a reason', async () => {
    const { listing, headers } = await vendorWithVenue(1);
    const cases: [
      method: 'PUT' | 'POST',
      url: string,
      body: object | undefined,
      status: number,
      reason: string,
    ][] = [
      [
        'PUT',
        `/vendor/listings/${listing.id}/blocked-days/2026-13-01`,
        undefined,
        400,
        'booking.date_invalid',
      ],
      [
        'PUT',
        `/vendor/listings/${listing.id}/blocked-days/${inDays(-1)}`,
        undefined,
        422,
        'booking.day_past',
      ],
      ['PUT', `/vendor/listings/nope/blocked-days/${inDays(1)}`, undefined, 400, 'listing.id_invalid'],
      ['POST', `/vendor/listings/${listing.id}/blocked-days`, {}, 400, 'booking.nothing_to_change'],
      [
        'POST',
        `/vendor/listings/${listing.id}/blocked-days`,
        { block: ['soon'] },
        400,
        'booking.date_invalid',
      ],
      [
        'POST',
        `/vendor/listings/${listing.id}/blocked-days`,
        { block: 'tomorrow' },
        400,
        'validation.invalid_type',
      ],
      [
        'POST',
        `/vendor/listings/${listing.id}/blocked-days`,
        { block: Array.from({ length: 93 }, (_, i) => inDays(i + 1)) },
        400,
        'booking.days_max',
      ],
    ];
    for (const [method, url, body, status, reason] of cases) {
      const res = await call(method, url, headers, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().error.reason, `${url} ${JSON.stringify(body)}`).toBe(reason);
    }
    const owner = await vendorWithVenue();
    const product = await buildListing(t.db, {
      vendorId: owner.vendor.id,
      kind: 'product',
      category: 'cakes',
    });
    const refused = await call(
      'PUT',
      `/vendor/listings/${product.id}/blocked-days/${inDays(1)}`,
      owner.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('booking.no_calendar');
  });
});

describe('daily capacity and deposit in the listing editor', () => {
  const input = {
    kind: 'service',
    title: 'Ukumbi wa harusi',
    category: 'venues',
    priceTzs: 2_000_000,
    priceUnit: 'event',
    city: 'Moshi',
  };

  it('saves them, defaults to one a day and paying in full, and shows the deposit on the public page', async () => {
    const owner = await vendorWithVenue();
    const created = await call('POST', '/vendor/listings', owner.headers, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ dailyCapacity: 1, depositPercent: null });
    const id = created.json().id;
    const saved = await call('PUT', `/vendor/listings/${id}`, owner.headers, {
      ...input,
      dailyCapacity: 3,
      depositPercent: 30,
    });
    expect(saved.json()).toMatchObject({ dailyCapacity: 3, depositPercent: 30 });

    const published = await buildListing(t.db, {
      vendorId: owner.vendor.id,
      dailyCapacity: 4,
      depositPercent: 25,
    });
    expect((await call('GET', `/listings/${published.id}`)).json()).toMatchObject({
      dailyCapacity: 4,
      depositPercent: 25,
    });
  });

  it('refuses a capacity or deposit out of range with its reason', async () => {
    const owner = await vendorWithVenue();
    for (const [change, reason] of [
      [{ dailyCapacity: 0 }, 'booking.capacity_invalid'],
      [{ dailyCapacity: 101 }, 'booking.capacity_invalid'],
      [{ dailyCapacity: 1.5 }, 'booking.capacity_invalid'],
      [{ dailyCapacity: '2' }, 'booking.capacity_invalid'],
      [{ depositPercent: 5 }, 'booking.deposit_invalid'],
      [{ depositPercent: 95 }, 'booking.deposit_invalid'],
      [{ depositPercent: 33.3 }, 'booking.deposit_invalid'],
    ] as const) {
      const res = await call('POST', '/vendor/listings', owner.headers, { ...input, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.reason, JSON.stringify(change)).toBe(reason);
      expect(res.json().error.message).not.toMatch(/\{\{/);
    }
  });
});
