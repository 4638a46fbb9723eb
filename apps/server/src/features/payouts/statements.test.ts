// A vendor's monthly statement on a real database: a paid order, its release and its payout through the simulator
// read as lines with running balances that close where the vendor's balances are; the months listed; CSV and PDF
// files in either language; a month before the money opens on the balances the months before left; refusals.
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { type Headers, paidOutVendor, shopWithVenue } from '../../../test/paid-orders.ts';
import { vendorBalances } from '../ledger/service.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterEach(() => t.close());

const thisMonth = todayInTanzania().slice(0, 7);
const get = (headers: Headers, url: string) => t.app.inject({ url: `/api/v1${url}`, headers });

describe('monthly statements', () => {
  it('reads the month as lines with running balances, closing on the vendor’s balances', async () => {
    const { vendor, vendorAuth } = await paidOutVendor(t);
    const answer = await get(vendorAuth, `/vendor/statements/${thisMonth}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = answer.json();
    expect(statement).toMatchObject({
      month: thisMonth,
      vendorName: 'Ukumbi wa Bahari',
      opening: { heldTzs: 0, releasableTzs: 0, payingTzs: 0 },
      closing: { heldTzs: 0, releasableTzs: 0, payingTzs: 0 },
      totals: {
        paidInTzs: 800_000,
        feesTzs: 40_000,
        refundedTzs: 0,
        releasedTzs: 760_000,
        paidOutTzs: 760_000,
      },
      months: [thisMonth],
    });
    expect(
      statement.lines.map((line: Record<string, unknown>) => [
        line.kind,
        line.reference === null ? null : 'SH',
        line.amountTzs,
        line.feeTzs,
        line.heldTzs,
        line.releasableTzs,
      ]),
    ).toEqual([
      ['payment', 'SH', 800_000, 40_000, 760_000, 0],
      ['release', 'SH', 760_000, 0, 0, 760_000],
      ['payout', null, 760_000, 0, 0, 0],
      ['payout_paid', null, 760_000, 0, 0, 0],
    ]);
    const balances = await vendorBalances(t.db, vendor.id);
    expect(statement.closing).toEqual({
      heldTzs: balances.heldTzs,
      releasableTzs: balances.releasableTzs,
      payingTzs: balances.payingTzs,
    });
  });

  it('downloads as CSV and PDF, in English or Swahili', async () => {
    const { vendorAuth } = await paidOutVendor(t);
    const csv = await get(vendorAuth, `/vendor/statements/${thisMonth}/export?format=csv&language=sw`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="sherehe-statement-${thisMonth}.csv"`,
    );
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(rows[0]).toBe(
      'Tarehe,Nini,Oda,Kiasi (TSh),Ada ya Sherehe (TSh),Zimezuiliwa (TSh),Zinaweza kutolewa (TSh)',
    );
    expect(rows[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Malipo yamepokelewa,SH-\d+,800000,40000,760000,0$/,
    );
    expect(rows).toHaveLength(5);

    const pdf = await get(vendorAuth, `/vendor/statements/${thisMonth}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1500);
  });

  it('opens a month on what the months before left, and refuses a month that is not one', async () => {
    const { vendorAuth } = await shopWithVenue(t);
    const empty = await get(vendorAuth, `/vendor/statements/${thisMonth}`);
    expect(empty.json()).toMatchObject({ lines: [], months: [thisMonth] });

    for (const month of ['2026-13', 'november', '2026-1']) {
      const refused = await get(vendorAuth, `/vendor/statements/${month}`);
      expect(refused.statusCode, month).toBe(400);
      expect(refused.json().error.reason).toBe('statements.month_invalid');
    }
    const future = await get(vendorAuth, '/vendor/statements/2999-01');
    expect(future.json().error.reason).toBe('statements.month_invalid');
    const format = await get(vendorAuth, `/vendor/statements/${thisMonth}/export?format=xlsx`);
    expect(format.json().error.reason).toBe('statements.format_invalid');

    const customer = await buildUser(t.db, { phone: '+255754000999' });
    const notVendor = await get(
      bearer(await sessionTokenFor(t.db, customer)),
      `/vendor/statements/${thisMonth}`,
    );
    expect(notVendor.statusCode).toBe(403);
  });
});
