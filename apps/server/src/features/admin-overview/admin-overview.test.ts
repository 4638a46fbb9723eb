import { adminOverview as overviewSchema } from '@sherehe/core/api/admin-overview';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildVendor } from '../../../test/marketplace-factories.ts';
import { buildPlace } from '../../../test/medi-finder-factories.ts';
import { buildAttempt, buildOrder, recordOrderMoney } from '../../../test/order-factories.ts';
import { buildEvent, buildPledge, payPledge } from '../../../test/reminder-factories.ts';
import { pledgePayments } from '../../db/schema/events.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';
import { computeOverview, overviewWindow } from './service.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

// Noon in Dar es Salaam on 15 June 2025: the window is 17 May … 15 June there, [16 May 21:00Z, 15 June 21:00Z).
const NOW = new Date('2025-06-15T09:00:00Z');
/** An instant given as Dar es Salaam wall-clock time. */
const dar = (local: string) => new Date(`${local}+03:00`);

describe('the overview window', () => {
  it('is the 30 Dar es Salaam days up to today, whatever the hour in UTC', () => {
    const window = overviewWindow(NOW);
    expect(window.days).toHaveLength(30);
    expect(window.days[0]).toBe('2025-05-17');
    expect(window.days.at(-1)).toBe('2025-06-15');
    expect(window.from.toISOString()).toBe('2025-05-16T21:00:00.000Z');
    expect(window.to.toISOString()).toBe('2025-06-15T21:00:00.000Z');
    // 22:30 UTC on the 15th is already the 16th in Dar es Salaam.
    expect(overviewWindow(new Date('2025-06-15T22:30:00Z')).days.at(-1)).toBe('2025-06-16');
  });
});

describe('admin overview figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts each figure exactly, by Dar es Salaam day, inside the window only', async () => {
    const { db } = t;
    // Orders: the window's first instant is in, the one before it and tomorrow's are out; any status counts.
    await buildOrder(db, { placedAt: dar('2025-05-16T23:59:59.999') });
    const first = await buildOrder(db, { placedAt: dar('2025-05-17T00:00:00') });
    const late = await buildOrder(db, { placedAt: dar('2025-06-14T23:59:59') });
    await buildOrder(db, { placedAt: dar('2025-06-15T00:00:00'), status: 'expired' });
    await buildOrder(db, { placedAt: dar('2025-06-15T11:00:00'), status: 'delivered' });
    await buildOrder(db, { placedAt: dar('2025-06-16T00:00:00') });
    // Their money, by the day it moved.
    await recordOrderMoney(db, first, 'payment', 999, dar('2025-05-16T23:00:00'));
    await recordOrderMoney(db, first, 'payment', 100_000, dar('2025-05-17T09:00:00'));
    await recordOrderMoney(db, late, 'payment', 250_000, dar('2025-06-15T08:00:00'));
    await recordOrderMoney(db, late, 'payment', 150_000, dar('2025-06-15T08:30:00'));
    await recordOrderMoney(db, late, 'refund', 50_000, dar('2025-06-15T10:00:00'));

    // Payment attempts started in the window: 3 succeeded, 1 failed, 1 expired, 1 still pending (not settled).
    for (const status of ['succeeded', 'succeeded', 'succeeded', 'failed', 'expired', 'pending'] as const) {
      await buildAttempt(db, { status, createdAt: dar('2025-06-01T10:00:00') });
    }
    await buildAttempt(db, { status: 'failed', createdAt: dar('2025-05-16T12:00:00') });
    // Unknown outcomes wait whatever their age.
    await buildAttempt(db, { status: 'unknown', createdAt: new Date('2024-01-02T03:04:05Z') });
    await buildAttempt(db, { status: 'unknown', createdAt: dar('2025-06-15T07:00:00') });

    // Pledges: a cancelled one promises nothing, but money it received still counts (as the ledger's totals do).
    const event = await buildEvent(db);
    const kept = await buildPledge(db, event.id, {
      amountTzs: 50_000,
      createdAt: dar('2025-06-01T10:00:00'),
    });
    const cancelled = await buildPledge(db, event.id, {
      amountTzs: 30_000,
      createdAt: dar('2025-06-01T11:00:00'),
      cancelledAt: dar('2025-06-05T11:00:00'),
    });
    await buildPledge(db, event.id, { amountTzs: 70_000, createdAt: dar('2025-05-10T10:00:00') });
    await buildPledge(db, event.id, { amountTzs: 20_000, createdAt: dar('2025-06-15T01:00:00') });
    const paid = async (
      pledge: { id: string; eventId: string },
      amountTzs: number,
      paidAt: Date,
      status?: 'received' | 'reversed' | 'refunded',
    ) => {
      await payPledge(db, pledge, amountTzs, status);
      // payPledge dates the row now; move it to the day it was paid.
      const [row] = await db
        .select({ id: pledgePayments.id })
        .from(pledgePayments)
        .orderBy(desc(pledgePayments.createdAt), desc(pledgePayments.id))
        .limit(1);
      if (!row) throw new Error('no payment');
      await db.update(pledgePayments).set({ paidAt }).where(eq(pledgePayments.id, row.id));
    };
    await paid(kept, 40_000, dar('2025-06-02T10:00:00'));
    await paid(kept, 10_000, dar('2025-06-02T11:00:00'), 'reversed');
    await paid(kept, 5_000, dar('2025-06-02T12:00:00'), 'refunded');
    await paid(cancelled, 7_000, dar('2025-06-03T10:00:00'));
    await paid(kept, 1_000, dar('2025-05-16T22:00:00'));

    // New accounts and shops by the day they opened; the factories' own accounts (opened now, in 2026) fall outside.
    for (const at of [
      '2025-05-20T10:00:00',
      '2025-06-09T00:00:00',
      '2025-06-10T10:00:00',
      '2025-06-15T11:59:00',
    ]) {
      await buildUser(db, { createdAt: dar(at) });
    }
    await buildUser(db, { createdAt: dar('2025-06-08T23:59:59') });
    await buildVendor(db, { createdAt: dar('2025-05-18T10:00:00') });
    await buildVendor(db, { createdAt: dar('2025-06-12T10:00:00') });

    // Waiting for a decision, whenever it came: pending requests and pending places only.
    const request = (contact: string, status: 'pending' | 'approved', createdAt: Date) =>
      db.insert(vendorRequests).values({
        requestContact: contact,
        contact,
        contactKind: 'email',
        status,
        createdAt,
      });
    await request('a@example.co.tz', 'pending', new Date('2024-11-30T08:00:00Z'));
    await request('b@example.co.tz', 'pending', dar('2025-06-14T08:00:00'));
    await request('c@example.co.tz', 'approved', new Date('2024-01-01T08:00:00Z'));
    await buildPlace(db, {
      status: 'pending',
      createdAt: new Date('2025-02-01T06:00:00Z'),
      verifiedAt: null,
    });
    await buildPlace(db, { status: 'listed' });
    await buildPlace(db, { status: 'hidden', verifiedAt: null });

    const overview = overviewSchema.parse(await computeOverview(db, NOW));
    expect(overview.computedAt).toBe(NOW.toISOString());
    expect(overview.days.map((day) => day.day)).toEqual(overviewWindow(NOW).days);
    const day = (date: string) => overview.days.find((row) => row.day === date);
    const nothing = {
      orders: 0,
      salesTzs: 0,
      refundsTzs: 0,
      pledges: 0,
      collectedTzs: 0,
      newUsers: 0,
      newVendors: 0,
    };
    const expected: Record<string, Partial<typeof nothing>> = {
      '2025-05-17': { orders: 1, salesTzs: 100_000 },
      '2025-05-18': { newVendors: 1 },
      '2025-05-20': { newUsers: 1 },
      '2025-06-01': { pledges: 1 },
      '2025-06-02': { collectedTzs: 40_000 },
      '2025-06-03': { collectedTzs: 7_000 },
      '2025-06-08': { newUsers: 1 },
      '2025-06-09': { newUsers: 1 },
      '2025-06-10': { newUsers: 1 },
      '2025-06-12': { newVendors: 1 },
      '2025-06-14': { orders: 1 },
      '2025-06-15': { orders: 2, salesTzs: 400_000, refundsTzs: 50_000, pledges: 1, newUsers: 1 },
    };
    for (const { day: date } of overview.days) {
      expect(day(date), date).toEqual({ day: date, ...nothing, ...expected[date] });
    }
    expect(overview.orders).toEqual({
      placed: 4,
      salesTzs: 500_000,
      refundsTzs: 50_000,
      netSalesTzs: 450_000,
    });
    expect(overview.payments).toEqual({
      succeeded: 3,
      failed: 1,
      expired: 1,
      successRate: 0.6,
      unknownWaiting: 2,
      oldestUnknownAt: '2024-01-02T03:04:05.000Z',
    });
    expect(overview.pledges).toEqual({ made: 2, pledgedTzs: 70_000, collectedTzs: 47_000 });
    // The last 7 days are 9 … 15 June: the account opened at 23:59:59 on the 8th is not among them.
    expect(overview.people).toEqual({ newUsers7: 3, newUsers30: 5, newVendors7: 1, newVendors30: 2 });
    expect(overview.waiting).toEqual({
      vendorRequests: 2,
      oldestVendorRequestAt: '2024-11-30T08:00:00.000Z',
      medicalPlaces: 1,
      oldestMedicalPlaceAt: '2025-02-01T06:00:00.000Z',
    });
  });

  it('says there is no success rate when no attempt has settled, and nothing waits on an empty day', async () => {
    const overview = await computeOverview(t.db, new Date('2020-03-01T12:00:00Z'));
    expect(overview.days.every((day) => day.orders === 0 && day.newUsers === 0)).toBe(true);
    expect(overview.payments.successRate).toBeNull();
    expect(overview.orders.netSalesTzs).toBe(0);
  });
});

describe('GET /api/v1/admin/overview', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = await sessionTokenFor(t.db, await buildUser(t.db, { role: 'admin' }));
  });
  afterAll(() => t.close());

  const get = (query = '', token = adminToken) =>
    t.app.inject({ url: `/api/v1/admin/overview${query}`, headers: bearer(token) });

  it('is for admins who passed the second step only', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/overview' })).statusCode).toBe(401);
    for (const role of ['user', 'vendor'] as const) {
      const token = await sessionTokenFor(t.db, await buildUser(t.db, { role }));
      expect((await get('', token)).statusCode).toBe(403);
    }
    const admin = await buildUser(t.db, { role: 'admin' });
    const halfSignedIn = await get('', await sessionTokenFor(t.db, admin, { secondFactorPassed: false }));
    expect(halfSignedIn.statusCode).toBe(403);
    expect(halfSignedIn.json().error.reason).toMatch(/^auth\.admin_second_factor_/);
  });

  it("answers the service's figures as of the moment it gives, never to be stored by a cache", async () => {
    const vendor = await buildVendor(t.db);
    await buildOrder(t.db, { vendorId: vendor.id });
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = overviewSchema.parse(response.json());
    expect(body).toEqual(await computeOverview(t.db, new Date(body.computedAt)));
    expect(body.orders.placed).toBe(1);
    expect(body.people.newVendors30).toBe(1);
  });

  it('computes afresh when asked to, and keeps that answer for the next', async () => {
    const before = overviewSchema.parse((await get()).json()).waiting.vendorRequests;
    await t.db.insert(vendorRequests).values({
      requestContact: '0754 222 333',
      contact: '+255754222333',
      contactKind: 'phone',
    });
    const fresh = overviewSchema.parse((await get('?fresh=true')).json());
    expect(fresh.waiting.vendorRequests).toBe(before + 1);
    expect(overviewSchema.parse((await get()).json()).waiting.vendorRequests).toBe(before + 1);
  });

  it('refuses a query it does not understand with a reason', async () => {
    const response = await get('?fresh=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.reason).toBe('validation.invalid_value');
  });
});
