// The Contribute form: a pledge made or changed by its contributor, told to them and to the organisers, within limits
// per address and per phone (every pledge texts a phone).
import type { changeOwnPledgeInput, contributeInput, PledgeView } from '@sherehe/core/api/pledges';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';
import { enqueueCardRelease } from '../cards/card-release-job.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { viewPledge } from './contributor-page.ts';
import {
  type EventRow,
  newLinkToken,
  paymentDescription,
  pledgeByToken,
  refusePaymentAmount,
  startingPayment,
} from './pledge-common.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import { notifyContributor, notifyOrganisers } from './pledge-notices.ts';
import { acceptsPledges } from './pledge-window.ts';
import {
  findEventByCode,
  findPledgeById,
  findPledgeByPhone,
  insertNewPledge,
  paidOf,
  updatePledgeRow,
} from './queries.ts';

/**
 * Generous per address (a wedding's guests often share one mobile network's address), strict per phone: every pledge
 * sends that phone a text, and the form must not become a way to flood someone's number.
 */
export async function limitContributions(db: Database, address: string, phone: string) {
  await enforceRateLimit(db, { name: 'pledge-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-phone', max: 6, windowSeconds: 3600 }, phone);
}

/** Each change texts the contributor: a few per pledge link an hour. */
export async function limitOwnPledgeChanges(db: Database, address: string, token: string) {
  await enforceRateLimit(db, { name: 'pledge-change-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-change-link', max: 10, windowSeconds: 3600 }, token);
}

/** Each payment sends a prompt to a phone: a few per pledge link an hour. */
export async function limitPledgePayments(db: Database, address: string, token: string) {
  await enforceRateLimit(db, { name: 'pledge-pay-address', max: 60, windowSeconds: 600 }, address);
  await enforceRateLimit(db, { name: 'pledge-pay-link', max: 10, windowSeconds: 3600 }, token);
}

/**
 * A pledge its contributor made or changed: they are told (through the outbound budget, as the address that asked),
 * the event's history records it, and the host and treasurers hear of it.
 */
async function announceOwnPledge(
  deps: PledgeDeps,
  tx: Database,
  event: EventRow,
  pledgeId: string,
  address: string,
  what: 'made' | 'changed',
) {
  const saved = await findPledgeById(tx, pledgeId);
  if (!saved) throw new Error('pledge vanished');
  const about = { name: saved.name, amountTzs: saved.amountTzs };
  await notifyContributor(
    tx,
    deps.publicUrl,
    saved,
    event.name,
    { kind: what === 'made' ? 'pledged' : 'pledge_changed', amountTzs: saved.amountTzs },
    { origin: { address }, eventId: event.id },
  );
  await recordEventHistory(tx, {
    eventId: event.id,
    actorUserId: null,
    action: what === 'made' ? 'pledge_made' : 'pledge_updated',
    details: about,
  });
  await notifyOrganisers(
    tx,
    event,
    what === 'made'
      ? { kind: 'pledge.received', pledgeId }
      : { kind: 'pledge.changed', pledgeId, changedAt: saved.updatedAt },
    about,
  );
}

/**
 * A new pledge from the Contribute form. A phone that already pledged to this event changes nothing here, since
 * anyone can type anyone's number: its owner is sent their own link (where they change their pledge) and the caller
 * is refused, never given that link.
 */
export async function contribute(
  deps: PledgeDeps,
  code: string,
  input: z.output<typeof contributeInput>,
  address: string,
): Promise<{ pledgeToken: string; attemptId: string | null }> {
  const result = await deps.db.transaction(async (tx) => {
    // A share lock: pledges come in side by side, while the host closing the event waits for them (and they for it).
    const event = await findEventByCode(tx, code, { share: true });
    if (!event || event.hiddenAt) throw new AppError('not_found', 'event.not_found');
    if (!acceptsPledges(event)) throw new AppError('business_rule', 'event.closed');
    const pledge = await insertNewPledge(tx, {
      eventId: event.id,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      amountTzs: input.amountTzs,
      message: input.message || null,
      language: input.language,
      linkToken: newLinkToken(),
    });
    if (!pledge) {
      const existing = await findPledgeByPhone(tx, event.id, input.phone);
      if (!existing) throw new Error('pledge conflict without a pledge');
      await notifyContributor(
        tx,
        deps.publicUrl,
        existing,
        event.name,
        { kind: 'link_again' },
        {
          origin: { address },
          eventId: event.id,
        },
      );
      return null;
    }
    let attemptId: string | null = null;
    if (input.payNowTzs) {
      refusePaymentAmount(deps, input.payNowTzs, input.amountTzs);
      const payNow = input.payNowTzs;
      ({ attemptId } = await startingPayment(() =>
        deps.payments.start(tx, {
          purpose: { kind: 'pledge', id: pledge.id },
          payerUserId: null,
          origin: { address },
          amountTzs: payNow,
          phone: input.phone,
          description: paymentDescription(event, input.language),
        }),
      ));
    }
    await announceOwnPledge(deps, tx, event, pledge.id, address, 'made');
    return { pledgeToken: pledge.linkToken, attemptId };
  });
  if (result?.attemptId) deps.payments.kick();
  else deps.jobs.kick();
  if (!result) throw new AppError('conflict', 'pledge.phone_already_pledged');
  return result;
}

/**
 * The contributor changes what they pledged, from their own link: not below what they have paid, not once the
 * event stopped taking pledges, and never bringing back a pledge the committee cancelled.
 */
export async function changeOwnPledge(
  deps: PledgeDeps,
  token: string,
  input: z.output<typeof changeOwnPledgeInput>,
  address: string,
): Promise<PledgeView> {
  await deps.db.transaction(async (tx) => {
    const found = await pledgeByToken(tx, token);
    // The event first, shared, as the Contribute form takes it: the committee's changes lock the event before its
    // pledges, so the same order here cannot deadlock with them, and the host's closing waits for this change.
    const event = await findEventByCode(tx, found.event.code, { share: true });
    const pledge = await findPledgeById(tx, found.pledge.id, { lock: true });
    if (!pledge || !event) throw new AppError('not_found', 'pledge.not_found');
    if (pledge.cancelledAt) throw new AppError('business_rule', 'pledge.cancelled');
    if (event.hiddenAt || !acceptsPledges(event)) throw new AppError('business_rule', 'event.closed');
    // What is paid is not known while a payment waits on the phone: a change waits for its answer.
    const latest = await deps.payments.latestAttempt(tx, { kind: 'pledge', id: pledge.id });
    if (latest?.open) throw new AppError('conflict', 'pledge.payment_under_way');
    const paidTzs = await paidOf(tx, pledge.id);
    if (input.amountTzs < paidTzs) {
      throw new AppError('business_rule', 'pledge.amount_below_paid', { paid: paidTzs });
    }
    if (input.amountTzs === pledge.amountTzs) return;
    await updatePledgeRow(tx, pledge.id, { amountTzs: input.amountTzs });
    // Lowered to what is paid, the pledge is paid in full: a card held for that may go out.
    if (input.amountTzs < pledge.amountTzs) await enqueueCardRelease(tx, pledge);
    await announceOwnPledge(deps, tx, event, pledge.id, address, 'changed');
  });
  deps.jobs.kick();
  return viewPledge(deps, token);
}
