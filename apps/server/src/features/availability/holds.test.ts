// The hold primitive checkout builds on: a day's slots and a product's stock, raced by many transactions at once.
// On PostgreSQL the racers run through a pool of their own, each on its own connection, truly at the same time;
// on PGlite (one connection) they queue, and the rules must hold all the same.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing } from '../../../test/marketplace-factories.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { bookingHolds, listingBlockedDays } from '../../db/schema/bookings.ts';
import { listings } from '../../db/schema/marketplace.ts';
import {
  confirmHolds,
  dayAvailability,
  releaseExpiredHolds,
  releaseHolds,
  releaseStock,
  reserveStock,
  takeDayHold,
  tryDayHold,
} from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
/** Where the racers run: a pool of 25 on PostgreSQL, the one PGlite connection otherwise. */
let racers: Database;
let closeRacers = async () => {};

beforeAll(async () => {
  t = await buildTestApp();
  const url = (t.database as { url?: string }).url;
  if (url) {
    const pool = openPostgres(url, 25);
    racers = pool.db;
    closeRacers = pool.close;
  } else {
    racers = t.db;
  }
});
afterAll(async () => {
  await closeRacers();
  await t.close();
});

const inDays = (n: number) => addDays(todayInTanzania(), n);
const later = () => new Date(Date.now() + 15 * 60_000);

async function venue(dailyCapacity = 1) {
  return buildListing(t.db, { kind: 'service', category: 'venues', dailyCapacity });
}

/** `n` customers at once, each in a transaction of their own, each trying to hold the day. */
async function race(listingId: string, day: string, n: number) {
  return Promise.all(
    Array.from({ length: n }, () =>
      racers.transaction(async (tx) => {
        const hold = await takeDayHold(tx, { listingId, day, holderId: randomUUID(), expiresAt: later() });
        // The caller's transaction goes on after a refusal: it can still read and write.
        await tx.execute(sql`select 1`);
        return hold;
      }),
    ),
  );
}

async function liveHolds(listingId: string, day: string) {
  return t.db
    .select()
    .from(bookingHolds)
    .where(sql`${bookingHolds.listingId} = ${listingId} and ${bookingHolds.day} = ${day}
      and ${bookingHolds.status} in ('held', 'booked')`);
}

describe('holding a day', () => {
  it('gives the last slot of a capacity-1 day to exactly one of 50 customers, the others null, no error', async () => {
    const listing = await venue(1);
    const day = inDays(30);
    const results = await race(listing.id, day, 50);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(49);
    expect(await liveHolds(listing.id, day)).toHaveLength(1);
  });

  it('gives a capacity-3 day to exactly three of 50, in slots 1 to 3', async () => {
    const listing = await venue(3);
    const day = inDays(31);
    const results = await race(listing.id, day, 50);
    expect(results.filter((r) => r !== null)).toHaveLength(3);
    const holds = await liveHolds(listing.id, day);
    expect(holds.map((hold) => hold.slot).sort()).toEqual([1, 2, 3]);
    const [today] = await dayAvailability(t.db, listing.id, day, day);
    expect(today).toEqual({ day, status: 'full', left: 0 });
  });

  it('gives the slot of a hold that ran out to the next customer', async () => {
    const listing = await venue(1);
    const day = inDays(32);
    const first = randomUUID();
    const gone = await t.db.transaction((tx) =>
      takeDayHold(tx, {
        listingId: listing.id,
        day,
        holderId: first,
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    expect(gone).not.toBeNull();
    // Already free on the calendar, before anyone cleans up.
    expect((await dayAvailability(t.db, listing.id, day, day))[0]?.status).toBe('free');
    const second = await t.db.transaction((tx) =>
      takeDayHold(tx, { listingId: listing.id, day, holderId: randomUUID(), expiresAt: later() }),
    );
    expect(second).not.toBeNull();
    const rows = await t.db.select().from(bookingHolds).where(eq(bookingHolds.listingId, listing.id));
    expect(rows.find((row) => row.holderId === first)?.status).toBe('released');
    expect(rows.filter((row) => row.status === 'held')).toHaveLength(1);
  });

  it('refuses blocked and past days, and listings without a calendar', async () => {
    const listing = await venue(2);
    const blocked = inDays(33);
    await t.db.insert(listingBlockedDays).values({ listingId: listing.id, day: blocked });
    const holderId = randomUUID();
    const attempt = (listingId: string, day: string) =>
      t.db.transaction((tx) => tryDayHold(tx, { listingId, day, holderId, expiresAt: later() }));
    expect(await attempt(listing.id, blocked)).toEqual({ refused: 'blocked' });
    expect(await attempt(listing.id, inDays(-1))).toEqual({ refused: 'past' });
    const cake = await buildListing(t.db, { kind: 'product', category: 'cakes', stock: 5 });
    expect(await attempt(cake.id, inDays(34))).toEqual({ refused: 'not_bookable' });
    expect(await attempt(randomUUID(), inDays(34))).toEqual({ refused: 'not_bookable' });
    expect(
      await t.db.transaction((tx) =>
        takeDayHold(tx, { listingId: listing.id, day: blocked, holderId, expiresAt: later() }),
      ),
    ).toBeNull();
    // Today itself can still be booked.
    expect(await attempt(listing.id, inDays(0))).toHaveProperty('holdId');
  });

  it('confirms a holder’s holds as booked and releases them again', async () => {
    const listing = await venue(1);
    const day = inDays(35);
    const holderId = randomUUID();
    await t.db.transaction((tx) =>
      takeDayHold(tx, { listingId: listing.id, day, holderId, expiresAt: new Date(Date.now() + 1000) }),
    );
    await t.db.transaction((tx) => confirmHolds(tx, holderId));
    const [booked] = await liveHolds(listing.id, day);
    expect(booked).toMatchObject({ status: 'booked', expiresAt: null });
    // A booked slot never runs out.
    expect(await releaseExpiredHolds(t.db)).not.toContain(holderId);
    await t.db.transaction((tx) => releaseHolds(tx, holderId));
    expect(await liveHolds(listing.id, day)).toEqual([]);
    expect((await dayAvailability(t.db, listing.id, day, day))[0]?.status).toBe('free');
  });

  it('cleans up every hold that ran out and names its holder once', async () => {
    const a = await venue(2);
    const b = await venue(1);
    const stale = randomUUID();
    const fresh = randomUUID();
    const past = new Date(Date.now() - 60_000);
    await t.db.transaction(async (tx) => {
      await takeDayHold(tx, { listingId: a.id, day: inDays(40), holderId: stale, expiresAt: past });
      await takeDayHold(tx, { listingId: b.id, day: inDays(41), holderId: stale, expiresAt: past });
      await takeDayHold(tx, { listingId: a.id, day: inDays(40), holderId: fresh, expiresAt: later() });
    });
    const released = await releaseExpiredHolds(t.db);
    expect(released.filter((id) => id === stale)).toHaveLength(1);
    expect(released).not.toContain(fresh);
    expect(await releaseExpiredHolds(t.db)).not.toContain(stale);
  });
});

describe('stock', () => {
  it('never goes below zero when 50 customers reserve at once', async () => {
    const cake = await buildListing(t.db, { kind: 'product', category: 'cakes', stock: 7 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => racers.transaction((tx) => reserveStock(tx, cake.id, 2))),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const [row] = await t.db.select({ stock: listings.stock }).from(listings).where(eq(listings.id, cake.id));
    expect(row?.stock).toBe(1);
  });

  it('gives reserved items back, and refuses more than are left', async () => {
    const chairs = await buildListing(t.db, { kind: 'product', category: 'tents-chairs', stock: 10 });
    expect(await t.db.transaction((tx) => reserveStock(tx, chairs.id, 11))).toBe(false);
    expect(await t.db.transaction((tx) => reserveStock(tx, chairs.id, 10))).toBe(true);
    await t.db.transaction((tx) => releaseStock(tx, chairs.id, 4));
    const [row] = await t.db
      .select({ stock: listings.stock })
      .from(listings)
      .where(eq(listings.id, chairs.id));
    expect(row?.stock).toBe(4);
    // The database itself refuses a negative stock, whoever writes it.
    await expect(
      t.db.update(listings).set({ stock: -1 }).where(eq(listings.id, chairs.id)),
    ).rejects.toThrow();
  });

  it('always has enough of a product whose stock is not counted', async () => {
    const drinks = await buildListing(t.db, { kind: 'product', category: 'invitations', stock: null });
    expect(await t.db.transaction((tx) => reserveStock(tx, drinks.id, 500))).toBe(true);
    await t.db.transaction((tx) => releaseStock(tx, drinks.id, 500));
    const [row] = await selectRows<{ stock: number | null }>(
      t.db,
      sql`select stock from listings where id = ${drinks.id}`,
    );
    expect(row?.stock).toBeNull();
  });
});
