// Any sequence of order payments, refunds (sent, refused by the provider, refused and sent again), releases, disputes
// (opened, then decided with a refund or a release), payouts (succeeded, failed, unknown then settled, reversed after
// success), michango and their withdrawals (ending the same ways) leaves a ledger in which every transaction
// balances, no order holds less than nothing, nothing is released while a dispute is open, money in flight is never
// below zero, an event's funds are what came in less what was withdrawn, refused refunds are owed to their payers, and
// the provider's account equals what the rails moved: money in, less refunds sent, less payouts and withdrawals paid
// (with their fees). A vendor's releasable money goes below zero only after a refund of money already released (a
// documented debt).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent } from '../../../test/event-factories.ts';
import { buildVendor } from '../../../test/marketplace-factories.ts';
import { buildOrder } from '../../../test/order-factories.ts';
import { payoutDepsOf } from '../../../test/payout-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { orderDisputes } from '../../db/schema/disputes.ts';
import { moneySettings, vendorPayoutAccounts } from '../../db/schema/ledger.ts';
import { AppError } from '../../platform/errors.ts';
import { ProviderUnavailable } from '../../platform/payments/mobile-money-provider.ts';
import type { PayoutProvider, PayoutState } from '../../platform/payments/payout-provider.ts';
import {
  checkPayout,
  payoutCallback,
  sendPayout,
  startEventPayout,
  startPayout,
} from '../payouts/service.ts';
import {
  postMichango,
  postMichangoRefund,
  postOrderPayment,
  postOrderRefund,
  postRefundOutcome,
  releaseOrder,
  vendorBalances,
} from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
  await t.db.update(moneySettings).set({ payoutMinimumTzs: 1000, payoutAtOnceFromTzs: 1000 });
});
afterAll(() => t.close());

/** A provider whose next answers the sequence chooses: how a payout's sending and its status query turn out. */
function scriptedProvider() {
  const script = { send: 'succeeded' as PayoutState | 'timeout', status: 'succeeded' as PayoutState };
  const sent: string[] = [];
  const provider: PayoutProvider = {
    name: 'clickpesa',
    lookup: async () => ({ accountName: null, feeTzs: 0, raw: null }),
    async sendPayout(input) {
      sent.push(input.reference);
      if (script.send === 'timeout') throw new ProviderUnavailable('timed out');
      return { status: script.send === 'reversed' ? 'pending' : script.send, feeTzs: 0, raw: null };
    },
    getPayoutStatus: async () => ({ status: script.status, raw: null }),
    // The provider took a paid payout back (ClickPesa's PAYOUT REVERSED).
    readPayoutCallback: async (request) => {
      const reference = String((request.body as { reference: string }).reference);
      return { eventId: `reversed:${reference}`, reference, status: 'reversed', raw: null };
    },
  };
  return { provider, script, sent };
}

const amount = fc.integer({ min: 1, max: 400 }).map((n) => n * 1000);
const orderIndex = fc.integer({ min: 0, max: 2 });
/** What the provider does with a refund: sends it, refuses it, or refuses it and an admin sends it again. */
const refundFate = fc.constantFrom('sent' as const, 'refused' as const, 'sent_again' as const);
const op = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), order: orderIndex, amount }),
  fc.record({
    kind: fc.constant('refund' as const),
    order: orderIndex,
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    fate: refundFate,
  }),
  fc.record({ kind: fc.constant('release' as const), order: orderIndex }),
  fc.record({ kind: fc.constant('dispute' as const), order: orderIndex }),
  // A decision: a refund of this share of what is left (0: the money is released to the vendor).
  fc.record({
    kind: fc.constant('decide' as const),
    order: orderIndex,
    share: fc.constantFrom(0, 0.3, 1),
  }),
  fc.record({
    kind: fc.constant('payout' as const),
    send: fc.constantFrom<PayoutState | 'timeout'>('succeeded', 'pending', 'failed', 'timeout'),
    status: fc.constantFrom<PayoutState>('succeeded', 'failed', 'pending', 'reversed'),
  }),
  fc.record({ kind: fc.constant('michango' as const), amount }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    send: fc.constantFrom<PayoutState | 'timeout'>('succeeded', 'pending', 'failed', 'timeout'),
    status: fc.constantFrom<PayoutState>('succeeded', 'failed', 'pending', 'reversed'),
  }),
  fc.record({ kind: fc.constant('michango_refund' as const), pick: fc.nat(), fate: refundFate }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/**
 * For each way a payout can end, a sequence that ends it so, with a refund after it and another payout; and one
 * that ends a withdrawal so, with a refund of a contribution and another withdrawal after it.
 */
const endings: [Op[]][] = (['succeeded', 'failed', 'timeout'] as const).flatMap((send) =>
  (['succeeded', 'failed', 'reversed'] as const).flatMap((status): [Op[]][] => [
    [
      [
        { kind: 'pay', order: 0, amount: 120_000 },
        { kind: 'release', order: 0 },
        { kind: 'payout', send, status },
        { kind: 'refund', order: 0, share: 0.5, fate: 'sent' },
        { kind: 'pay', order: 1, amount: 40_000 },
        { kind: 'release', order: 1 },
        { kind: 'payout', send: 'succeeded', status: 'succeeded' },
      ],
    ],
    [
      [
        { kind: 'michango', amount: 100_000 },
        { kind: 'michango', amount: 30_000 },
        { kind: 'withdraw', share: 0.5, send, status },
        { kind: 'michango_refund', pick: 1, fate: 'sent' },
        { kind: 'withdraw', share: 1, send: 'succeeded', status: 'succeeded' },
      ],
    ],
  ]),
);
/** A dispute freezes an order's money through a release and is decided each way; refunds refused and sent again. */
const disputesAndRefusals: [Op[]][] = ([0, 0.3, 1] as const).map((share) => [
  [
    { kind: 'pay', order: 0, amount: 200_000 },
    { kind: 'dispute', order: 0 },
    { kind: 'release', order: 0 },
    { kind: 'decide', order: 0, share },
    { kind: 'pay', order: 1, amount: 50_000 },
    { kind: 'refund', order: 1, share: 0.5, fate: 'refused' },
    { kind: 'refund', order: 1, share: 0.5, fate: 'sent_again' },
    { kind: 'michango', amount: 40_000 },
    { kind: 'michango_refund', pick: 0, fate: 'sent_again' },
  ],
]);

it('every sequence balances, and the provider account equals the rails', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24, size: 'max' }), async (ops) => {
      const vendor = await buildVendor(t.db);
      await t.db.insert(vendorPayoutAccounts).values({ vendorId: vendor.id, phone: '+255754111222' });
      const orders = await Promise.all(
        [0, 1, 2].map(() => buildOrder(t.db, { vendorId: vendor.id, status: 'delivered' })),
      );
      const event = await buildEvent(t.db);
      const { provider, script, sent } = scriptedProvider();
      const deps = payoutDepsOf(t, provider);
      // The rails, as the model keeps them: what came in and went back per order, michango kept, payouts paid.
      const paid = [0, 0, 0];
      const refunded = [0, 0, 0];
      let released = false;
      let refundedAfterRelease = false;
      const michango: { id: string; amount: number; refunded: boolean }[] = [];
      const payoutIds: string[] = [];
      const disputes: (string | null)[] = [null, null, null];
      const disputed = new Set<number>();
      /** Refunds the provider refused and nobody sent again: owed to their payers, still at the provider. */
      let owedBack = 0;
      const refundKeys: string[] = [];
      /** The provider's answer to a refund the ledger took out as it started. */
      const refundGoes = async (amountTzs: number, fate: 'sent' | 'refused' | 'sent_again') => {
        if (fate === 'sent') return;
        const refused = randomUUID();
        refundKeys.push(`refund_failed:${refused}`);
        await t.db.transaction((tx) =>
          postRefundOutcome(tx, { refundId: refused, amountTzs, outcome: 'failed' }),
        );
        if (fate === 'refused') {
          owedBack += amountTzs;
          return;
        }
        const again = randomUUID();
        refundKeys.push(`refund_resent:${again}`);
        await t.db.transaction((tx) =>
          postRefundOutcome(tx, { refundId: again, amountTzs, outcome: 'resent' }),
        );
      };
      /** What the event may still withdraw, as the withdrawals' own check reads it. */
      const available = async () =>
        (
          await selectRows<{ total: number }>(
            t.db,
            sql`select coalesce(-sum(amount_tzs), 0)::float8 as total from ledger_entries
                where account = 'event_funds' and event_id = ${event.id}`,
          )
        )[0]?.total ?? 0;
      /** Sends a payout twice (a retry after a crash never pays twice), asks about it, and takes a reversal. */
      const carry = async (payoutId: string, status: PayoutState) => {
        payoutIds.push(payoutId);
        await sendPayout(deps, payoutId);
        await sendPayout(deps, payoutId);
        await checkPayout(deps, payoutId, 0);
        if (status === 'reversed') {
          await payoutCallback(deps, { headers: {}, params: {}, body: { reference: payoutId } });
        }
      };

      for (const step of ops) {
        if (step.kind === 'pay') {
          const order = orders[step.order];
          if (!order) continue;
          paid[step.order] = (paid[step.order] ?? 0) + step.amount;
          await t.db.transaction((tx) =>
            postOrderPayment(tx, {
              orderId: order.id,
              vendorId: vendor.id,
              attemptId: randomUUID(),
              amountTzs: step.amount,
            }),
          );
        } else if (step.kind === 'refund') {
          const order = orders[step.order];
          const left = (paid[step.order] ?? 0) - (refunded[step.order] ?? 0);
          const back = Math.floor(left * step.share);
          if (!order || back <= 0) continue;
          refunded[step.order] = (refunded[step.order] ?? 0) + back;
          if (released) refundedAfterRelease = true;
          await t.db.transaction((tx) =>
            postOrderRefund(tx, {
              orderId: order.id,
              vendorId: vendor.id,
              attemptId: randomUUID(),
              amountTzs: back,
            }),
          );
          await refundGoes(back, step.fate);
        } else if (step.kind === 'release') {
          const order = orders[step.order];
          if (!order) continue;
          const moved = await t.db.transaction((tx) =>
            releaseOrder(tx, { orderId: order.id, vendorId: vendor.id }),
          );
          if (disputes[step.order]) expect(moved).toBe(0); // frozen while the dispute is open
          if (moved > 0) released = true;
        } else if (step.kind === 'dispute') {
          const order = orders[step.order];
          // One dispute an order, ever.
          if (!order || disputed.has(step.order)) continue;
          disputed.add(step.order);
          const [dispute] = await t.db
            .insert(orderDisputes)
            .values({
              orderId: order.id,
              reason: 'not_as_agreed',
              customerText: 'Chakula kilikuwa kidogo',
              openedBy: order.customerId,
            })
            .returning();
          disputes[step.order] = dispute?.id ?? null;
        } else if (step.kind === 'decide') {
          const order = orders[step.order];
          const disputeId = disputes[step.order];
          if (!order || !disputeId) continue;
          // As decideDispute does, under one transaction: the refund, the decision, then the release of the rest.
          const left = (paid[step.order] ?? 0) - (refunded[step.order] ?? 0);
          const back = Math.floor(left * step.share);
          const moved = await t.db.transaction(async (tx) => {
            if (back > 0) {
              await postOrderRefund(tx, {
                orderId: order.id,
                vendorId: vendor.id,
                attemptId: randomUUID(),
                amountTzs: back,
              });
            }
            await tx
              .update(orderDisputes)
              .set({ state: 'decided', outcome: back > 0 ? 'partial_refund' : 'release', refundTzs: back })
              .where(eq(orderDisputes.id, disputeId));
            return releaseOrder(tx, { orderId: order.id, vendorId: vendor.id });
          });
          disputes[step.order] = null;
          if (back > 0) {
            refunded[step.order] = (refunded[step.order] ?? 0) + back;
            if (released) refundedAfterRelease = true;
          }
          if (moved > 0) released = true;
          // Decided, nothing of the order is held any more: refunded or the vendor's.
          const [held] = await selectRows<{ held: number }>(
            t.db,
            sql`select coalesce(-sum(amount_tzs), 0)::float8 as held from ledger_entries
                where order_id = ${order.id} and account = 'vendor_held'`,
          );
          expect(held?.held).toBe(0);
        } else if (step.kind === 'payout') {
          // An open payout is asked about first (a status query), as the check job would.
          for (const id of payoutIds) await checkPayout(deps, id, 0);
          script.send = step.send;
          script.status = step.status;
          try {
            const payout = await t.db.transaction((tx) => startPayout(deps, tx, vendor.id, 'asked', null));
            await carry(payout.id, step.status);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        } else if (step.kind === 'withdraw') {
          for (const id of payoutIds) await checkPayout(deps, id, 0);
          const take = Math.floor((await available()) * step.share);
          if (take <= 0) continue;
          script.send = step.send;
          script.status = step.status;
          const payout = await t.db.transaction((tx) =>
            startEventPayout(deps, tx, {
              eventId: event.id,
              amountTzs: take,
              phone: '+255754333444',
              accountName: null,
              requestedBy: null,
            }),
          );
          // Undefined while another withdrawal of the event is open: the withdrawals refuse a second.
          if (payout) await carry(payout.id, step.status);
        } else if (step.kind === 'michango') {
          const id = randomUUID();
          michango.push({ id, amount: step.amount, refunded: false });
          await t.db.transaction((tx) =>
            postMichango(tx, { pledgePaymentId: id, eventId: event.id, amountTzs: step.amount }),
          );
        } else {
          const gift = michango.filter((one) => !one.refunded)[step.pick % Math.max(1, michango.length)];
          // A contribution whose money the committee withdrew is not refunded (the pledges refuse it).
          if (!gift || gift.refunded || gift.amount > (await available())) continue;
          gift.refunded = true;
          await t.db.transaction((tx) =>
            postMichangoRefund(tx, { pledgePaymentId: gift.id, eventId: event.id, amountTzs: gift.amount }),
          );
          await refundGoes(gift.amount, step.fate);
        }
      }

      expect(new Set(sent).size).toBe(sent.length); // each payout sent once
      const [unbalanced] = await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from (select transaction_id from ledger_entries
            group by transaction_id having sum(amount_tzs) <> 0) u`,
      );
      expect(unbalanced?.n).toBe(0);

      const perOrder = await selectRows<{ held: number }>(
        t.db,
        sql`select coalesce(-sum(amount_tzs), 0)::float8 as held from ledger_entries
            where order_id in (${sql.join(
              orders.map((order) => sql`${order.id}`),
              sql`, `,
            )})
              and account = 'vendor_held' group by order_id`,
      );
      for (const row of perOrder) expect(row.held).toBeGreaterThanOrEqual(0);

      const balances = await vendorBalances(t.db, vendor.id);
      expect(balances.heldTzs).toBeGreaterThanOrEqual(0);
      expect(balances.payingTzs).toBeGreaterThanOrEqual(0);
      // Below zero only as a debt: a refund of money already released (and perhaps paid out).
      if (!refundedAfterRelease) expect(balances.releasableTzs).toBeGreaterThanOrEqual(0);
      const inTzs = paid.reduce((a, b) => a + b, 0) - refunded.reduce((a, b) => a + b, 0);
      // What the vendor is owed, has in flight or was paid, plus Sherehe's fees, is exactly what the customers paid.
      expect(
        balances.heldTzs +
          balances.releasableTzs +
          balances.payingTzs +
          balances.paidOutTzs +
          balances.feesTzs,
      ).toBe(inTzs);

      // Money in flight is exactly the open payouts'; paid out exactly the succeeded ones' (reversed ones came back).
      const [byState] = await selectRows<{ open: number; succeeded: number }>(
        t.db,
        sql`select coalesce(sum(amount_tzs) filter (where status in ('pending', 'unknown')), 0)::float8 as open,
                   coalesce(sum(amount_tzs) filter (where status = 'succeeded'), 0)::float8 as succeeded
            from payouts where vendor_id = ${vendor.id}`,
      );
      expect(balances.payingTzs).toBe(byState?.open);
      expect(balances.paidOutTzs).toBe(byState?.succeeded);

      const payoutsPaid = await selectRows<{ total: number }>(
        t.db,
        sql`select coalesce(sum(amount_tzs + fee_tzs), 0)::float8 as total from payouts
            where (vendor_id = ${vendor.id} or event_id = ${event.id}) and status = 'succeeded'`,
      );
      const [withdrawn] = await selectRows<{ open: number; succeeded: number }>(
        t.db,
        sql`select coalesce(sum(amount_tzs) filter (where status in ('pending', 'unknown')), 0)::float8 as open,
                   coalesce(sum(amount_tzs) filter (where status = 'succeeded'), 0)::float8 as succeeded
            from payouts where event_id = ${event.id}`,
      );
      const [eventPaying] = await selectRows<{ total: number }>(
        t.db,
        sql`select coalesce(-sum(amount_tzs), 0)::float8 as total from ledger_entries
            where account = 'event_paying' and event_id = ${event.id}`,
      );
      expect(eventPaying?.total).toBe(withdrawn?.open);
      const michangoKept = michango.filter((one) => !one.refunded).reduce((sum, one) => sum + one.amount, 0);
      const [atProvider] = await selectRows<{ total: number }>(
        t.db,
        sql`select coalesce(sum(amount_tzs), 0)::float8 as total from ledger_entries
            where account = 'provider' and (vendor_id = ${vendor.id} or event_id = ${event.id})`,
      );
      // Refunds refused and not sent again never left the provider's account, and are owed back to their payers.
      const [refusals] = await selectRows<{ provider: number; owed: number }>(
        t.db,
        sql`select coalesce(sum(e.amount_tzs) filter (where e.account = 'provider'), 0)::float8 as provider,
                   coalesce(-sum(e.amount_tzs) filter (where e.account = 'refunds_owed'), 0)::float8 as owed
            from ledger_transactions lt join ledger_entries e on e.transaction_id = lt.id
            where lt.source_key in (${sql.join(
              ['', ...refundKeys].map((key) => sql`${key}`),
              sql`, `,
            )})`,
      );
      expect(refusals?.owed).toBe(owedBack);
      expect((atProvider?.total ?? 0) + (refusals?.provider ?? 0)).toBe(
        inTzs - (payoutsPaid[0]?.total ?? 0) + michangoKept + owedBack,
      );
      const [funds] = await selectRows<{ total: number }>(
        t.db,
        sql`select coalesce(-sum(amount_tzs), 0)::float8 as total from ledger_entries
            where account = 'event_funds' and event_id = ${event.id}`,
      );
      // No michango fee by default: the funds are what came in and stayed, less what is withdrawn or on its way.
      expect(funds?.total).toBe(michangoKept - (withdrawn?.open ?? 0) - (withdrawn?.succeeded ?? 0));
      expect(funds?.total).toBeGreaterThanOrEqual(0);
    }),
    {
      numRuns: 40,
      // Besides the random ones, one sequence for each way a payout ends, so every ending is always checked.
      examples: [...endings, ...disputesAndRefusals],
    },
  );
  // The sequences reached every way a payout and a withdrawal end, so the checks above were made on them.
  for (const owner of [sql`vendor_id`, sql`event_id`]) {
    const seen = await selectRows<{ status: string }>(
      t.db,
      sql`select distinct status from payouts where ${owner} is not null`,
    );
    expect(seen.map((row) => row.status).sort()).toEqual(
      expect.arrayContaining(['failed', 'reversed', 'succeeded']),
    );
  }
});
