// The calendar of all a vendor's listings through HTTP (GET /vendor/calendar): per day which listings are blocked,
// held by a checkout waiting for payment or booked, with the orders behind them; only the vendor's own; a bounded
// range with a reason for every bad one.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { buildOrder } from '../../../test/order-factories.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { confirmHolds, takeDayHold } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inDays = (n: number) => addDays(todayInTanzania(), n);

type Entry = {
  listingId: string;
  blocked: boolean;
  held: number;
  booked: number;
  orders: { id: string; reference: string; state: string }[];
};
type Calendar = {
  from: string;
  to: string;
  today: string;
  listings: { id: string; title: string; status: string; dailyCapacity: number }[];
  days: { day: string; entries: Entry[] }[];
};

async function account(role: 'user' | 'vendor') {
  const user = await buildUser(t.db, { role });
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

async function shop() {
  const owner = await account('vendor');
  const vendor = await buildVendor(t.db, { userId: owner.user.id });
  return { ...owner, vendor };
}

function call(method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers });
}

/** An order of the vendor's with one line for the listing's day, holding a slot; paid when `book`. */
async function order(vendorId: string, listingId: string, day: string, { book = false, minutes = 15 } = {}) {
  const placed = await buildOrder(t.db, {
    vendorId,
    status: book ? 'paid' : 'awaiting_payment',
    eventDate: day,
  });
  const [line] = await t.db
    .insert(orderLines)
    .values({
      orderId: placed.id,
      listingId,
      title: 'Ukumbi',
      kind: 'service',
      priceTzs: 250_000,
      priceUnit: 'event',
      quantity: 1,
      eventDate: day,
      lineTotalTzs: 250_000,
    })
    .returning();
  if (!line) throw new Error('no line');
  await t.db.transaction(async (tx) => {
    const hold = await takeDayHold(tx, {
      listingId,
      day,
      holderId: line.id,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
    if (!hold) throw new Error(`no slot on ${day}`);
    if (book) await confirmHolds(tx, line.id);
  });
  return { id: placed.id, reference: `SH-${placed.number}` };
}

const dayOf = (calendar: Calendar, day: string) => calendar.days.find((d) => d.day === day)?.entries;

describe('GET /vendor/calendar', () => {
  it('says per day which of the vendor’s listings are blocked, held or booked, with their orders', async () => {
    const { vendor, headers } = await shop();
    const hall = await buildListing(t.db, {
      vendorId: vendor.id,
      title: 'Ukumbi wa Bahari',
      dailyCapacity: 2,
    });
    const tents = await buildListing(t.db, { vendorId: vendor.id, title: 'Hema za harusi', status: 'draft' });
    await buildListing(t.db, { vendorId: vendor.id, title: 'Keki', kind: 'product', category: 'cakes' });
    await buildListing(t.db, { vendorId: vendor.id, title: 'Zamani', status: 'archived' });
    const oldHall = await buildListing(t.db, { vendorId: vendor.id, title: 'Ukumbi wa zamani' });
    const [busy, closed, both] = [inDays(3), inDays(4), inDays(5)];

    const paid = await order(vendor.id, hall.id, busy, { book: true });
    const waiting = await order(vendor.id, hall.id, busy);
    const tentsPaid = await order(vendor.id, tents.id, busy, { book: true });
    const oldPaid = await order(vendor.id, oldHall.id, both, { book: true });
    await t.db.execute(sql`update listings set status = 'archived' where id = ${oldHall.id}`);
    // A checkout whose time ran out holds nothing.
    await order(vendor.id, tents.id, both, { minutes: -1 });
    for (const [listing, day] of [
      [hall, closed],
      [tents, closed],
      [hall, both],
    ] as const) {
      expect(
        (await call('PUT', `/vendor/listings/${listing.id}/blocked-days/${day}`, headers)).statusCode,
      ).toBe(204);
    }

    const res = await call('GET', `/vendor/calendar?from=${inDays(2)}&to=${inDays(6)}`, headers);
    expect(res.statusCode).toBe(200);
    const calendar: Calendar = res.json();
    expect(calendar).toMatchObject({ from: inDays(2), to: inDays(6), today: inDays(0) });
    // Services only, by title; an archived one only because it has a booking in the range.
    expect(calendar.listings).toEqual([
      { id: tents.id, title: 'Hema za harusi', status: 'draft', dailyCapacity: 1 },
      { id: hall.id, title: 'Ukumbi wa Bahari', status: 'published', dailyCapacity: 2 },
      { id: oldHall.id, title: 'Ukumbi wa zamani', status: 'archived', dailyCapacity: 1 },
    ]);
    expect(calendar.days.map((d) => d.day)).toEqual([inDays(2), busy, closed, both, inDays(6)]);
    expect(dayOf(calendar, inDays(2))).toEqual([]);
    expect(dayOf(calendar, busy)).toEqual([
      {
        listingId: tents.id,
        blocked: false,
        held: 0,
        booked: 1,
        orders: [{ ...tentsPaid, state: 'booked' }],
      },
      {
        listingId: hall.id,
        blocked: false,
        held: 1,
        booked: 1,
        orders: [
          { ...paid, state: 'booked' },
          { ...waiting, state: 'held' },
        ],
      },
    ]);
    expect(dayOf(calendar, closed)).toEqual([
      { listingId: tents.id, blocked: true, held: 0, booked: 0, orders: [] },
      { listingId: hall.id, blocked: true, held: 0, booked: 0, orders: [] },
    ]);
    expect(dayOf(calendar, both)).toEqual([
      { listingId: hall.id, blocked: true, held: 0, booked: 0, orders: [] },
      {
        listingId: oldHall.id,
        blocked: false,
        held: 0,
        booked: 1,
        orders: [{ ...oldPaid, state: 'booked' }],
      },
    ]);
  });

  it('answers this month by default, and an empty calendar to a vendor with no shop yet', async () => {
    const { headers } = await shop();
    const today = todayInTanzania();
    const calendar: Calendar = (await call('GET', '/vendor/calendar', headers)).json();
    expect(calendar.from).toBe(`${today.slice(0, 7)}-01`);
    expect(calendar.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(addDays(calendar.to, 1).slice(8)).toBe('01');
    expect(calendar.days).toHaveLength(Number(calendar.to.slice(8)));

    const february: Calendar = (await call('GET', '/vendor/calendar?from=2028-02-01', headers)).json();
    expect(february.to).toBe('2028-02-29');

    const newcomer = await account('vendor');
    const empty = await call('GET', `/vendor/calendar?from=${inDays(0)}&to=${inDays(1)}`, newcomer.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ listings: [], days: [{ entries: [] }, { entries: [] }] });
  });

  it('is the vendor’s own: another vendor sees none of it, a customer gets 403, nobody signed in 401', async () => {
    const mine = await shop();
    const hall = await buildListing(t.db, { vendorId: mine.vendor.id, title: 'Ukumbi wangu' });
    const day = inDays(8);
    await order(mine.vendor.id, hall.id, day, { book: true });
    await call('PUT', `/vendor/listings/${hall.id}/blocked-days/${inDays(9)}`, mine.headers);

    const other = await shop();
    await buildListing(t.db, { vendorId: other.vendor.id, title: 'Ukumbi wake' });
    const theirs: Calendar = (
      await call('GET', `/vendor/calendar?from=${day}&to=${inDays(9)}`, other.headers)
    ).json();
    expect(theirs.listings.map((listing) => listing.title)).toEqual(['Ukumbi wake']);
    expect(theirs.days.flatMap((d) => d.entries)).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(hall.id);

    const customer = await account('user');
    const refused = await call('GET', '/vendor/calendar', customer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('access.role');
    const anonymous = await call('GET', '/vendor/calendar');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.reason).toBe('auth.sign_in_required');
  });

  it('refuses a bad or too long range with a reason', async () => {
    const { headers } = await shop();
    for (const [query, reason] of [
      ['from=2026-02-30', 'booking.date_invalid'],
      ['from=next-month', 'booking.date_invalid'],
      [`from=${inDays(0)}&to=soon`, 'booking.date_invalid'],
      [`from=${inDays(5)}&to=${inDays(1)}`, 'booking.range_backwards'],
      [`from=${inDays(0)}&to=${inDays(42)}`, 'booking.range_too_long'],
      [`from=${inDays(0)}&to=${inDays(400)}`, 'booking.range_too_long'],
    ] as const) {
      const res = await call('GET', `/vendor/calendar?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.reason, query).toBe(reason);
      if (reason === 'booking.range_too_long') expect(res.json().error.params).toEqual({ max: 42 });
    }
    const longest = await call('GET', `/vendor/calendar?from=${inDays(0)}&to=${inDays(41)}`, headers);
    expect(longest.statusCode).toBe(200);
    expect(longest.json().days).toHaveLength(42);
    // A blank field is a missing one, as on the listing's own calendar.
    expect((await call('GET', '/vendor/calendar?from=&to=', headers)).statusCode).toBe(200);
  });
});
