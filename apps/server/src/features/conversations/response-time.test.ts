// A vendor's response time against known data: the median first answer of the last 90 days' inquiries, an inquiry
// unanswered after a day counted with its wait, nothing before three inquiries; and the vendor's card shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { responseMinutesOf } from './response-time.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-12-02T09:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const DAY = 24 * 60;

/** An inquiry started `startedMinutesAgo`, first answered `answeredAfter` minutes later (null: not yet). */
async function inquiry(vendorId: string, startedMinutesAgo: number, answeredAfter: number | null) {
  const customer = await buildUser(t.db);
  const startedAt = minutesAgo(startedMinutesAgo);
  await t.db.insert(conversations).values({
    customerId: customer.id,
    vendorId,
    startedAt,
    lastMessageAt: startedAt,
    firstResponseAt: answeredAfter === null ? null : new Date(startedAt.getTime() + answeredAfter * 60_000),
  });
}

describe("a vendor's response time", () => {
  it('is the median first answer of the last 90 days, shown from the third inquiry', async () => {
    const vendor = await buildVendor(t.db);
    await inquiry(vendor.id, 5 * DAY, 10);
    await inquiry(vendor.id, 10 * DAY, 90);
    expect(await responseMinutesOf(t.db, vendor.id, now)).toBeNull();
    await inquiry(vendor.id, 20 * DAY, 30);
    expect(await responseMinutesOf(t.db, vendor.id, now)).toBe(30);
    // Older than 90 days: not counted. Asked an hour ago and not answered yet: not counted either.
    await inquiry(vendor.id, 100 * DAY, 5);
    await inquiry(vendor.id, 60, null);
    expect(await responseMinutesOf(t.db, vendor.id, now)).toBe(30);
  });

  it('counts an inquiry left unanswered for days with its wait, so silence is never fast', async () => {
    const vendor = await buildVendor(t.db);
    await inquiry(vendor.id, 3 * DAY, 20);
    await inquiry(vendor.id, 2 * DAY, null);
    await inquiry(vendor.id, 4 * DAY, null);
    // Waits: 20 minutes, two days, four days: the median is two days.
    expect(await responseMinutesOf(t.db, vendor.id, now)).toBe(2 * DAY);
  });

  it("shows on the vendor's card of a listing and on their profile", async () => {
    const vendor = await buildVendor(t.db);
    const listing = await buildListing(t.db, { vendor });
    for (const after of [15, 25, 35]) await inquiry(vendor.id, 2 * DAY, after);
    const page = await t.app.inject({ url: `/api/v1/listings/${listing.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().vendor.responseMinutes).toBe(25);
    const profile = await t.app.inject({ url: `/api/v1/vendors/${vendor.id}` });
    expect(profile.json().vendor.responseMinutes).toBe(25);
  });
});
