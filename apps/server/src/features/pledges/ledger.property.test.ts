// Any sequence of pledges, mobile-money payments (approved or declined), cash payments, reversals, refunds, due dates
// and cancellations leaves the ledger exactly where core's rules say: each row's paid, outstanding and status as
// pledgeStatus()/outstandingOf() compute them, and the totals (and figuresOfEvent) as ledgerTotals() does.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { ledgerTotals, outstandingOf, pledgeStatus } from '@sherehe/core/event-rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { figuresOfEvent } from '../events/event-figures.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let auth: Record<string, string>;
let hostId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
  const host = await buildUser(t.db);
  hostId = host.id;
  auth = bearer(await sessionTokenFor(t.db, host));
});
afterAll(() => t.close());

const phones = ['+255754000101', '+255655000202', '+255713000303'];
const who = fc.integer({ min: 0, max: phones.length - 1 });
const money = fc.integer({ min: 1, max: 60 }).map((n) => n * 1000);
const op = fc.oneof(
  fc.record({ kind: fc.constant('pledge' as const), who, amount: money }),
  fc.record({ kind: fc.constant('change' as const), who, amount: money }),
  fc.record({ kind: fc.constant('mobile' as const), who, amount: money, approve: fc.boolean() }),
  fc.record({ kind: fc.constant('cash' as const), who, amount: money }),
  fc.record({ kind: fc.constant('undo' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), who }),
  fc.record({ kind: fc.constant('due' as const), who, past: fc.boolean() }),
);

type ModelPledge = {
  id: string;
  token: string;
  amountTzs: number;
  cancelled: boolean;
  dueDate: string | null;
};
type ModelPayment = { id: string; pledgeId: string; amountTzs: number; received: boolean };

it('the ledger and its totals agree with core rules after any sequence', async () => {
  const today = todayInTanzania();
  let receipts = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      const event = await buildEvent(t.db, { hostUserId: hostId });
      const base = `/api/v1/events/${event.id}`;
      const byPhone = new Map<string, ModelPledge>();
      const payments: ModelPayment[] = [];
      const paidOf = (pledgeId: string) =>
        payments
          .filter((p) => p.pledgeId === pledgeId && p.received)
          .reduce((sum, p) => sum + p.amountTzs, 0);
      const refreshPayments = async (pledgeId: string) => {
        const detail = (await t.app.inject({ url: `${base}/pledges/${pledgeId}`, headers: auth })).json();
        for (const payment of detail.payments as { id: string; amountTzs: number; status: string }[]) {
          if (!payments.some((p) => p.id === payment.id)) {
            payments.push({ id: payment.id, pledgeId, amountTzs: payment.amountTzs, received: true });
          }
        }
      };

      for (const step of ops) {
        // The public forms' rate limits (per phone, per link) are not what this test is about.
        await t.db.execute(sql`delete from rate_limit_windows`);
        if (step.kind === 'pledge') {
          const phone = phones[step.who] as string;
          const answer = await t.app.inject({
            method: 'POST',
            url: `/api/v1/public/events/${event.code}/pledges`,
            payload: { name: `P${step.who}`, phone, amountTzs: step.amount, language: 'sw' },
          });
          const known = byPhone.get(phone);
          // A phone that pledged already changes nothing from the public form.
          if (known) {
            expect(answer.statusCode, answer.body).toBe(409);
            continue;
          }
          expect(answer.statusCode, answer.body).toBe(201);
          const token = answer.json().pledgeToken;
          const view = (await t.app.inject({ url: `/api/v1/public/pledges/${token}` })).json();
          expect(view.amountTzs).toBe(step.amount);
          {
            const ledgerPage = (
              await t.app.inject({ url: `${base}/ledger?limit=200`, headers: auth })
            ).json();
            const row = ledgerPage.rows.find((r: { phone: string }) => r.phone === phone);
            byPhone.set(phone, {
              id: row.id,
              token,
              amountTzs: step.amount,
              cancelled: false,
              dueDate: null,
            });
          }
          continue;
        }
        if (step.kind === 'undo') {
          if (payments.length === 0) continue;
          const payment = payments[step.pick % payments.length] as ModelPayment;
          const answer = await t.app.inject({
            method: 'POST',
            url: `${base}/payments/${payment.id}/reverse`,
            headers: auth,
            payload: { reason: 'property' },
          });
          if (payment.received) {
            expect(answer.statusCode, answer.body).toBe(200);
            payment.received = false;
          } else {
            expect(answer.json().error.reason).toBe('pledge.payment_not_received');
          }
          continue;
        }
        const pledge = byPhone.get(phones[step.who] as string);
        if (!pledge) continue;
        if (step.kind === 'change') {
          // The contributor's own change, from their link: never below what is paid, never on a cancelled pledge.
          const answer = await t.app.inject({
            method: 'PATCH',
            url: `/api/v1/public/pledges/${pledge.token}`,
            payload: { amountTzs: step.amount },
          });
          if (pledge.cancelled) expect(answer.json().error.reason).toBe('pledge.cancelled');
          else if (step.amount < paidOf(pledge.id)) {
            expect(answer.json().error.reason).toBe('pledge.amount_below_paid');
          } else {
            expect(answer.statusCode, answer.body).toBe(200);
            pledge.amountTzs = step.amount;
          }
        } else if (step.kind === 'cancel') {
          const answer = await t.app.inject({
            method: 'PATCH',
            url: `${base}/pledges/${pledge.id}`,
            headers: auth,
            payload: { cancelled: true },
          });
          expect(answer.statusCode).toBe(pledge.cancelled ? 422 : 200);
          pledge.cancelled = true;
        } else if (step.kind === 'due') {
          const dueDate = addDays(today, step.past ? -2 : 5);
          const answer = await t.app.inject({
            method: 'PATCH',
            url: `${base}/pledges/${pledge.id}`,
            headers: auth,
            payload: { dueDate },
          });
          expect(answer.statusCode).toBe(200);
          pledge.dueDate = dueDate;
        } else if (step.kind === 'cash') {
          receipts += 1;
          const answer = await t.app.inject({
            method: 'POST',
            url: `${base}/pledges/${pledge.id}/payments`,
            headers: auth,
            payload: { amountTzs: step.amount, method: 'cash', receipt: `R${receipts}` },
          });
          if (pledge.cancelled) {
            expect(answer.json().error.reason).toBe('pledge.cancelled');
            continue;
          }
          expect(answer.statusCode, answer.body).toBe(201);
          await refreshPayments(pledge.id);
        } else {
          const outstanding = outstandingOf({ ...pledge, paidTzs: paidOf(pledge.id) });
          const answer = await t.app.inject({
            method: 'POST',
            url: `/api/v1/public/pledges/${pledge.token}/payments`,
            payload: { amountTzs: step.amount },
          });
          if (pledge.cancelled) expect(answer.json().error.reason).toBe('pledge.cancelled');
          else if (outstanding === 0) expect(answer.json().error.reason).toBe('pledge.nothing_owed');
          else if (step.amount > outstanding) {
            expect(answer.json().error.reason).toBe('pledge.payment_amount_invalid');
          } else {
            expect(answer.statusCode, answer.body).toBe(201);
            const { attemptId } = answer.json();
            await t.app.jobs.drain();
            const decided = await t.app.inject({
              method: 'POST',
              url: `/api/v1/dev/phone/pushes/${attemptId}/${step.approve ? 'approve' : 'decline'}`,
              ...(step.approve ? { payload: { pin: '1234' } } : {}),
            });
            expect(decided.statusCode).toBe(200);
            await t.app.jobs.drain();
            if (step.approve) await refreshPayments(pledge.id);
          }
        }
      }

      const page = (await t.app.inject({ url: `${base}/ledger?limit=200`, headers: auth })).json();
      const model = [...byPhone.values()].map((pledge) => ({ ...pledge, paidTzs: paidOf(pledge.id) }));
      expect(page.matching).toBe(model.length);
      for (const pledge of model) {
        const row = page.rows.find((r: { id: string }) => r.id === pledge.id);
        expect(row).toMatchObject({
          amountTzs: pledge.amountTzs,
          paidTzs: pledge.paidTzs,
          outstandingTzs: outstandingOf(pledge),
          status: pledgeStatus(pledge, today),
        });
        const filtered = (
          await t.app.inject({ url: `${base}/ledger?status=${row.status}&limit=200`, headers: auth })
        ).json();
        expect(filtered.rows.map((r: { id: string }) => r.id)).toContain(pledge.id);
      }
      const expected = { targetTzs: event.targetTzs, ...ledgerTotals(model) };
      expect(page.totals).toEqual(expected);
      expect(await figuresOfEvent(t.db, event.id)).toEqual(expected);
    }),
    { numRuns: 20 },
  );
});
