// Response time as one input of the catalogue's default order (issue 40): each listing carries its vendor's band,
// refreshed from the same figure the card shows; listings are written only when a band changes (so cached answers
// stay), and the default order puts quick answerers above slow ones among equals, with reviews still counting more.
import { responseTimeBand } from '@sherehe/core/conversation-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { listings } from '../../db/schema/marketplace.ts';
import { refreshResponseBands } from './response-bands.ts';
import { responseMinutesOf } from './response-time.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const now = new Date();
const DAY = 24 * 60;
const city = `Rankville ${Date.now()}`;

async function answered(vendorId: string, waits: (number | null)[]) {
  for (const wait of waits) {
    const customer = await buildUser(t.db);
    const startedAt = new Date(now.getTime() - 5 * DAY * 60_000);
    await t.db.insert(conversations).values({
      customerId: customer.id,
      vendorId,
      startedAt,
      lastMessageAt: startedAt,
      firstResponseAt: wait === null ? null : new Date(startedAt.getTime() + wait * 60_000),
    });
  }
}

const bandOf = async (listingId: string) =>
  (await t.db.select({ band: listings.responseBand }).from(listings).where(eq(listings.id, listingId)))[0]
    ?.band;
const catalogueVersion = async () =>
  (await selectRows<{ version: string }>(t.db, sql`select version::text from catalogue_version`))[0]?.version;
const defaultOrder = async () => {
  const page = await t.app.inject({ url: `/api/v1/listings?city=${encodeURIComponent(city)}` });
  expect(page.statusCode, page.body).toBe(200);
  return (page.json().listings as { id: string }[]).map((listing) => listing.id);
};

describe("response time in the catalogue's default order", () => {
  it('ranks quick answerers first among equals, reviews above all, and writes a listing only when its band moves', async () => {
    const quick = await buildVendor(t.db, { city });
    const slow = await buildVendor(t.db, { city });
    const unknown = await buildVendor(t.db, { city });
    // Published in this order, so newest-first would put them the other way round.
    const quickListing = await buildListing(t.db, {
      vendor: quick,
      publishedAt: new Date(now.getTime() - 3000),
    });
    const unknownListing = await buildListing(t.db, {
      vendor: unknown,
      publishedAt: new Date(now.getTime() - 2000),
    });
    const slowListing = await buildListing(t.db, {
      vendor: slow,
      publishedAt: new Date(now.getTime() - 1000),
    });
    await answered(quick.id, [15, 25, 35]);
    await answered(slow.id, [20, null, null]); // two still unanswered after five days
    await answered(unknown.id, [10, 10]); // too few to say

    expect(await refreshResponseBands(t.db, now)).toBeGreaterThanOrEqual(2);
    expect(await bandOf(quickListing.id)).toBe(1);
    expect(await bandOf(slowListing.id)).toBe(4);
    expect(await bandOf(unknownListing.id)).toBe(0);
    // The band is the wording the card shows.
    expect(responseTimeBand((await responseMinutesOf(t.db, quick.id, now)) ?? 0)).toBe('hour');
    expect(responseTimeBand((await responseMinutesOf(t.db, slow.id, now)) ?? 0)).toBe('days');
    expect(await defaultOrder()).toEqual([quickListing.id, unknownListing.id, slowListing.id]);

    // Nothing moved: no listing written, so the catalogue's cached answers stay.
    const version = await catalogueVersion();
    expect(await refreshResponseBands(t.db, now)).toBe(0);
    expect(await catalogueVersion()).toBe(version);

    // Ten five-star reviews outrank a quick answer with none.
    await t.db
      .update(listings)
      .set({ ratingCount: 10, ratingSum: 50 })
      .where(eq(listings.id, slowListing.id));
    expect(await defaultOrder()).toEqual([slowListing.id, quickListing.id, unknownListing.id]);

    // The slow vendor's unanswered inquiries answered at last (an hour each): their band moves, once.
    await t.db
      .update(conversations)
      .set({ firstResponseAt: sql`started_at + interval '1 hour'` })
      .where(eq(conversations.vendorId, slow.id));
    expect(await refreshResponseBands(t.db, now)).toBe(1);
    expect(await bandOf(slowListing.id)).toBe(1);
  });
});
