// The contributor's own page at their pledge link: what they pledged and paid, paying by mobile money, and what a
// payment's success does (registered with the payment rail in pledge-work.ts).
import type { PledgeView, payPledgeInput } from '@sherehe/core/api/pledges';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { outstandingOf, pledgeStatus } from '@sherehe/core/event-rules';
import { maskPhone } from '@sherehe/core/mobile-networks';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueCardRelease } from '../cards/card-release-job.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { moneySettingsOf, postMichango } from '../ledger/service.ts';
import type { PaymentAttempt } from '../payments/service.ts';
import {
  paymentDescription,
  pledgeByToken,
  refusePaymentAmount,
  startingPayment,
  sumReceived,
  thank,
} from './pledge-common.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import { notifyOrganisers } from './pledge-notices.ts';
import { acceptsMoney, acceptsPledges } from './pledge-window.ts';
import { findEvent, findPledgeById, hostNameOf, insertMobilePayment, paidOf, paymentsOf } from './queries.ts';

export async function viewPledge(deps: PledgeDeps, token: string): Promise<PledgeView> {
  const { pledge, event } = await pledgeByToken(deps.db, token);
  const [payments, latest, hostName, money] = await Promise.all([
    paymentsOf(deps.db, pledge.id),
    deps.payments.latestAttempt(deps.db, { kind: 'pledge', id: pledge.id }),
    hostNameOf(deps.db, event.hostUserId),
    moneySettingsOf(deps.db),
  ]);
  const paidTzs = sumReceived(payments.map((row) => row.payment));
  const cancelled = pledge.cancelledAt !== null;
  return {
    event: {
      code: event.code,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
      hostName,
      acceptingPledges: acceptsPledges(event),
      michangoFeeBps: money.michangoFeeBps,
    },
    name: pledge.name,
    phoneMasked: maskPhone(pledge.phone),
    amountTzs: pledge.amountTzs,
    paidTzs,
    outstandingTzs: outstandingOf({ amountTzs: pledge.amountTzs, paidTzs, cancelled }),
    status: pledgeStatus(
      { amountTzs: pledge.amountTzs, paidTzs, cancelled, dueDate: pledge.dueDate },
      todayInTanzania(),
    ),
    dueDate: pledge.dueDate,
    payments: payments.map(({ payment }) => ({
      id: payment.id,
      amountTzs: payment.amountTzs,
      method: payment.method,
      status: payment.status,
      receipt: payment.receipt,
      paidAt: payment.paidAt.toISOString(),
    })),
    openAttemptId: latest?.open ? latest.id : null,
    paymentsEnabled: deps.paymentSettings.provider !== null && acceptsMoney(event),
    minTzs: deps.paymentSettings.minTzs,
    maxTzs: deps.paymentSettings.maxTzs,
  };
}

export async function payPledge(
  deps: PledgeDeps,
  token: string,
  input: z.output<typeof payPledgeInput>,
  address: string,
): Promise<{ attemptId: string }> {
  const started = await deps.db.transaction(async (tx) => {
    const found = await pledgeByToken(tx, token);
    // The pledge's row lock: two pays of one pledge from two tabs queue, and the second finds the first open.
    const pledge = await findPledgeById(tx, found.pledge.id, { lock: true });
    if (!pledge) throw new AppError('not_found', 'pledge.not_found');
    if (!acceptsMoney(found.event)) throw new AppError('business_rule', 'event.hidden');
    if (pledge.cancelledAt) throw new AppError('business_rule', 'pledge.cancelled');
    const outstanding = outstandingOf({
      amountTzs: pledge.amountTzs,
      paidTzs: await paidOf(tx, pledge.id),
      cancelled: false,
    });
    if (outstanding === 0) throw new AppError('business_rule', 'pledge.nothing_owed');
    const latest = await deps.payments.latestAttempt(tx, { kind: 'pledge', id: pledge.id });
    if (latest?.open) throw new AppError('conflict', 'pledge.payment_under_way');
    refusePaymentAmount(deps, input.amountTzs, outstanding);
    return startingPayment(() =>
      deps.payments.start(tx, {
        purpose: { kind: 'pledge', id: pledge.id },
        payerUserId: null,
        origin: { address },
        amountTzs: input.amountTzs,
        phone: input.phone ?? pledge.phone,
        description: paymentDescription(found.event, pledge.language),
      }),
    );
  });
  deps.payments.kick();
  return started;
}

// The payment rail's purpose 'pledge' (registered in pledge-work.ts).

/** A mobile-money payment succeeded: one ledger row per attempt (a replay adds nothing), history and thanks. */
export async function pledgePaid(deps: PledgeDeps, tx: Database, attempt: PaymentAttempt): Promise<void> {
  const pledge = await findPledgeById(tx, attempt.purposeId);
  if (!pledge)
    throw new Error(`payment ${attempt.id} names pledge ${attempt.purposeId}, which does not exist`);
  const row = await insertMobilePayment(tx, {
    pledgeId: pledge.id,
    eventId: pledge.eventId,
    amountTzs: attempt.amountTzs,
    attemptId: attempt.id,
    receipt: attempt.providerReference,
  });
  if (!row) return;
  await postMichango(tx, { pledgePaymentId: row.id, eventId: pledge.eventId, amountTzs: row.amountTzs });
  // Invitation cards held until this pledge is paid (or reaches an amount) may go out now.
  await enqueueCardRelease(tx, pledge);
  const event = await findEvent(tx, pledge.eventId);
  await recordEventHistory(tx, {
    eventId: pledge.eventId,
    actorUserId: null,
    action: 'payment_received',
    details: { name: pledge.name, amountTzs: attempt.amountTzs },
  });
  await thank(deps, tx, pledge, event?.name ?? '', attempt.amountTzs);
  if (event) {
    await notifyOrganisers(
      tx,
      event,
      { kind: 'pledge.payment_received', attemptId: attempt.id },
      { name: pledge.name, amountTzs: attempt.amountTzs },
    );
  }
}

/**
 * For the payment page: back to the pledge; another try for what is still owed while the event takes money; and what
 * is still owed once a payment went through.
 */
export async function describePledge(deps: PledgeDeps, db: Database, pledgeId: string) {
  const pledge = await findPledgeById(db, pledgeId);
  if (!pledge) return { returnPath: '/event-planners', retry: null, label: null };
  const event = await findEvent(db, pledge.eventId);
  const outstanding = outstandingOf({
    amountTzs: pledge.amountTzs,
    paidTzs: await paidOf(db, pledge.id),
    cancelled: pledge.cancelledAt !== null,
  });
  const amountTzs = Math.min(outstanding, deps.paymentSettings.maxTzs);
  const payable = event !== undefined && acceptsMoney(event) && amountTzs >= deps.paymentSettings.minTzs;
  return {
    returnPath: `/event-planners/pledges/${pledge.linkToken}`,
    retry: payable ? { amountTzs } : null,
    label: event ? `${event.code} · ${pledge.name}` : null,
    paidFor: event
      ? {
          kind: 'pledge' as const,
          eventName: event.name,
          outstandingTzs: outstanding,
          cancelled: pledge.cancelledAt !== null,
        }
      : null,
  };
}
