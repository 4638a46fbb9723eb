// The daily reconciliation on a real database: a day of collections and payouts through the simulator agrees with
// the ledger to the shilling; money the provider confirmed that the ledger never took in is listed with its
// difference and exported; admins only; a day that is not one (or is still to come) is refused.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { type Headers, paidOutVendor } from '../../../test/paid-orders.ts';
import { paymentAttempts } from '../../db/schema/payments.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
let admin: Headers;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
  admin = bearer(await sessionTokenFor(t.db, await buildUser(t.db, { role: 'admin' })));
});
afterEach(() => t.close());

const today = todayInTanzania();
const reconcile = (headers: Headers, query: string) =>
  t.app.inject({ url: `/api/v1/admin/reconciliation?${query}`, headers });

describe('the daily reconciliation', () => {
  it('agrees with the ledger to the shilling on a day of payments and payouts', async () => {
    await paidOutVendor(t);
    const answer = await reconcile(admin, `day=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      day: today,
      collections: { count: 1, providerTzs: 800_000, ledgerTzs: 800_000 },
      refunds: { count: 0, providerTzs: 0, ledgerTzs: 0 },
      payouts: { count: 1, providerTzs: 760_000, ledgerTzs: 760_000 },
      unexplained: [],
    });
    const yesterday = await reconcile(admin, `day=${addDays(today, -1)}`);
    expect(yesterday.json().collections.count).toBe(0);
  });

  it('lists money the provider confirmed that the ledger never took in, and exports it', async () => {
    await paidOutVendor(t);
    const [late] = await t.db
      .insert(paymentAttempts)
      .values({
        purposeKind: 'order',
        purposeId: randomUUID(),
        amountTzs: 50_000,
        phone: '+255754000777',
        description: 'Sherehe SH-9999',
        provider: 'simulator',
        status: 'succeeded',
        expiresAt: new Date(),
        settledAt: new Date(),
      })
      .returning();
    const report = (await reconcile(admin, `day=${today}`)).json();
    expect(report.collections).toEqual({ count: 2, providerTzs: 850_000, ledgerTzs: 800_000 });
    expect(report.unexplained).toEqual([
      expect.objectContaining({
        kind: 'collection',
        id: late?.id,
        description: 'Sherehe SH-9999',
        providerTzs: 50_000,
        ledgerTzs: 0,
        differenceTzs: 50_000,
      }),
    ]);
    const csv = await t.app.inject({
      url: `/api/v1/admin/reconciliation/export?day=${today}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="reconciliation-${today}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe('When,Movement,Id,Description,Provider (TZS),Ledger (TZS),Difference (TZS)');
    expect(rows[1]).toContain(`,collection,${late?.id},Sherehe SH-9999,50000,0,50000`);
  });

  it('is for admins, and refuses a day that is not one or is still to come', async () => {
    const user = bearer(await sessionTokenFor(t.db, await buildUser(t.db, { phone: '+255754000888' })));
    expect((await reconcile(user, `day=${today}`)).statusCode).toBe(403);
    for (const day of ['2026-1-1', 'yesterday', addDays(today, 1)]) {
      const refused = await reconcile(admin, `day=${day}`);
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().error.reason).toBe('reconciliation.day_invalid');
    }
  });
});
