// The money settings admins keep: read with their defaults, changed (audited), refused when out of bounds, admins
// only, and used by the next payment the ledger posts.
import { randomUUID } from 'node:crypto';
import { categories } from '@sherehe/core/categories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { buildOrder } from '../../../test/order-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { commissionRates, ledgerEntries } from '../../db/schema/ledger.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { postOrderPayment } from '../ledger/service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/admin/money-settings';

async function asRole(role: 'user' | 'vendor' | 'admin') {
  const user = await buildUser(t.db, { role });
  const headers = bearer(await sessionTokenFor(t.db, user));
  return {
    user,
    get: () => t.app.inject({ method: 'GET', url: URL, headers }),
    put: (payload: object) => t.app.inject({ method: 'PUT', url: URL, headers, payload }),
  };
}

const defaults = {
  defaultCommissionBps: 500,
  releaseDays: 3,
  payoutMinimumTzs: 10_000,
  payoutAtOnceFromTzs: 1_000_000,
  michangoFeeBps: 0,
};

/** A body of the defaults with `change` over them, and no category named unless it says so. */
const bodyWith = (change: Record<string, unknown> = {}) => ({ ...defaults, categories: [], ...change });

/** The reason a refused body answered for each field it named. */
async function refusedFields(admin: Awaited<ReturnType<typeof asRole>>, body: object) {
  const res = await admin.put(body);
  expect(res.statusCode, res.body).toBe(400);
  return Object.fromEntries(
    (res.json().error.details as { field: string; reason: string }[]).map((problem) => [
      problem.field,
      problem.reason,
    ]),
  );
}

describe('the money settings', () => {
  it('reads the defaults: 5% commission, 3 days, payouts from TZS 10,000, at once from TZS 1,000,000, no michango fee', async () => {
    const res = await (await asRole('admin')).get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject(defaults);
    expect(body.categories).toEqual(categories.map(({ slug }) => ({ category: slug, rateBps: null })));
    expect(new Date(body.updatedAt).getTime()).not.toBeNaN();
  });

  it('saves every rule and a category’s own commission, reads them back, and audits before and after', async () => {
    const admin = await asRole('admin');
    const change = {
      defaultCommissionBps: 750,
      releaseDays: 7,
      payoutMinimumTzs: 20_000,
      payoutAtOnceFromTzs: 500_000,
      michangoFeeBps: 150,
      categories: [{ category: 'catering', rateBps: 1000 }],
    };
    const saved = await admin.put(change);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await admin.get()).json();
    expect(read).toEqual(saved.json());
    expect(read).toMatchObject({ ...change, categories: expect.any(Array) });
    expect(read.categories.find((row: { category: string }) => row.category === 'catering')).toEqual({
      category: 'catering',
      rateBps: 1000,
    });
    expect(read.categories.filter((row: { rateBps: number | null }) => row.rateBps !== null)).toHaveLength(1);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'money_settings.changed'), eq(auditLog.actorId, admin.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.targetType).toBe('money_settings');
    expect(entries[0]?.details).toEqual({
      before: { ...defaults, categories: { catering: null } },
      after: { ...change, categories: { catering: 1000 } },
    });

    // Saving the same again changes nothing and records nothing.
    expect((await admin.put(change)).statusCode).toBe(200);
    const again = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'money_settings.changed'), eq(auditLog.actorId, admin.user.id)));
    expect(again).toHaveLength(1);

    // Back to the defaults for the tests that follow.
    const reset = await admin.put(bodyWith({ categories: [{ category: 'catering', rateBps: null }] }));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject(defaults);
  });

  it('allows a category commission of 0, and null takes a category back to the default', async () => {
    const admin = await asRole('admin');
    const free = await admin.put(bodyWith({ categories: [{ category: 'cakes', rateBps: 0 }] }));
    expect(free.statusCode, free.body).toBe(200);
    const cakes = (body: { categories: { category: string; rateBps: number | null }[] }) =>
      body.categories.find((row) => row.category === 'cakes');
    expect(cakes(free.json())).toEqual({ category: 'cakes', rateBps: 0 });
    expect(await t.db.select().from(commissionRates).where(eq(commissionRates.category, 'cakes'))).toEqual([
      expect.objectContaining({ rateBps: 0, updatedBy: admin.user.id }),
    ]);

    // A category left out keeps its own rate.
    expect(cakes((await admin.put(bodyWith({ releaseDays: 4 }))).json())).toEqual({
      category: 'cakes',
      rateBps: 0,
    });

    const back = await admin.put(bodyWith({ categories: [{ category: 'cakes', rateBps: null }] }));
    expect(back.statusCode, back.body).toBe(200);
    expect(cakes(back.json())).toEqual({ category: 'cakes', rateBps: null });
    expect(await t.db.select().from(commissionRates).where(eq(commissionRates.category, 'cakes'))).toEqual(
      [],
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'money_settings.changed'), eq(auditLog.actorId, admin.user.id)))
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(entry?.details).toEqual({
      before: { categories: { cakes: null } },
      after: { categories: { cakes: 0 } },
    });
  });

  it('refuses each value out of bounds with its own reason, at its field, and keeps what was saved', async () => {
    const admin = await asRole('admin');
    const before = (await admin.get()).json();
    expect(await refusedFields(admin, bodyWith({ defaultCommissionBps: 3001 }))).toEqual({
      defaultCommissionBps: 'money_settings.commission_invalid',
    });
    expect(await refusedFields(admin, bodyWith({ defaultCommissionBps: -1 }))).toEqual({
      defaultCommissionBps: 'money_settings.commission_invalid',
    });
    expect(await refusedFields(admin, bodyWith({ defaultCommissionBps: 2.5 }))).toEqual({
      defaultCommissionBps: 'money_settings.commission_invalid',
    });
    expect(
      await refusedFields(admin, bodyWith({ categories: [{ category: 'venues', rateBps: 3500 }] })),
    ).toEqual({ 'categories.0.rateBps': 'money_settings.commission_invalid' });
    expect(await refusedFields(admin, bodyWith({ michangoFeeBps: 1001 }))).toEqual({
      michangoFeeBps: 'money_settings.michango_fee_invalid',
    });
    expect(await refusedFields(admin, bodyWith({ releaseDays: 61 }))).toEqual({
      releaseDays: 'money_settings.release_days_invalid',
    });
    expect(await refusedFields(admin, bodyWith({ releaseDays: -1 }))).toEqual({
      releaseDays: 'money_settings.release_days_invalid',
    });
    expect(await refusedFields(admin, bodyWith({ payoutMinimumTzs: 999 }))).toEqual({
      payoutMinimumTzs: 'money_settings.payout_minimum_invalid',
    });
    expect(
      await refusedFields(admin, bodyWith({ payoutMinimumTzs: 50_000, payoutAtOnceFromTzs: 49_999 })),
    ).toEqual({ payoutAtOnceFromTzs: 'money_settings.at_once_below_minimum' });
    expect(await refusedFields(admin, bodyWith({ payoutAtOnceFromTzs: 100_000_001 }))).toEqual({
      payoutAtOnceFromTzs: 'money_settings.at_once_invalid',
    });
    expect(
      await refusedFields(admin, bodyWith({ categories: [{ category: 'fireworks', rateBps: 100 }] })),
    ).toEqual({ 'categories.0.category': 'money_settings.category_unknown' });
    expect(
      await refusedFields(
        admin,
        bodyWith({
          categories: [
            { category: 'cakes', rateBps: 100 },
            { category: 'cakes', rateBps: null },
          ],
        }),
      ),
    ).toEqual({ 'categories.1.category': 'money_settings.category_repeated' });

    const refused = await admin.put(bodyWith({ releaseDays: 61 }));
    expect(refused.json().error).toMatchObject({
      code: 'validation',
      reason: 'money_settings.release_days_invalid',
      message: 'Choose a whole number of days from 0 to 60.',
    });
    expect((await admin.get()).json()).toEqual(before);
  });

  it('is for admins only', async () => {
    for (const role of ['user', 'vendor'] as const) {
      const someone = await asRole(role);
      expect((await someone.get()).statusCode).toBe(403);
      const put = await someone.put(bodyWith());
      expect(put.statusCode).toBe(403);
      expect(put.json().error.reason).toBe('access.role');
    }
    const signedOut = await t.app.inject({ method: 'GET', url: URL });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.reason).toBe('auth.sign_in_required');
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: bodyWith() })).statusCode).toBe(401);

    // An admin who has not passed the second step is not let in either.
    const admin = await buildUser(t.db, { role: 'admin' });
    const halfway = bearer(await sessionTokenFor(t.db, admin, { secondFactorPassed: false }));
    expect((await t.app.inject({ method: 'GET', url: URL, headers: halfway })).statusCode).toBe(403);
  });

  it('a payment posted after a category’s commission changed takes the new rate', async () => {
    const admin = await asRole('admin');
    const saved = await admin.put(bodyWith({ categories: [{ category: 'photo-video', rateBps: 1200 }] }));
    expect(saved.statusCode, saved.body).toBe(200);

    const vendor = await buildVendor(t.db);
    const listing = await buildListing(t.db, { vendor, category: 'photo-video', priceTzs: 400_000 });
    const order = await buildOrder(t.db, { vendorId: vendor.id, totalTzs: 400_000 });
    await t.db.insert(orderLines).values({
      orderId: order.id,
      listingId: listing.id,
      title: listing.title,
      kind: 'service',
      priceTzs: 400_000,
      priceUnit: 'event',
      quantity: 1,
      lineTotalTzs: 400_000,
    });
    await t.db.transaction((tx) =>
      postOrderPayment(tx, {
        orderId: order.id,
        vendorId: vendor.id,
        attemptId: randomUUID(),
        amountTzs: 100_000,
      }),
    );
    const fees = await t.db
      .select({ amountTzs: ledgerEntries.amountTzs })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.account, 'platform_fees')));
    // 12% of TZS 100,000, not the default 5%.
    expect(fees).toEqual([{ amountTzs: -12_000 }]);

    await admin.put(bodyWith({ categories: [{ category: 'photo-video', rateBps: null }] }));
  });
});
