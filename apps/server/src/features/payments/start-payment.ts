// Starting a payment for a purpose (an order, a pledge), and trying a failed one again: the attempt and its push
// job are written in the caller's transaction, so nothing is pushed if it rolls back.
import { mobileNetworkOf } from '@sherehe/core/mobile-networks';
import { normalizePhone } from '@sherehe/core/phone';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { spendOutbound } from '../../platform/outbound/budget.ts';
import { expirePaymentJob, pushPaymentJob } from './jobs.ts';
import { viewable } from './payer-view.ts';
import { insertAttempt, latestAttemptOf } from './queries.ts';
import {
  availableProvider,
  purposeOf,
  type RailContext,
  type StartPayment,
  type Viewer,
} from './rail-context.ts';

/**
 * Refusals: 422 payments.unavailable, payments.amount_too_small {min}, payments.amount_too_large {max},
 * payments.phone_invalid; 409 payments.attempt_open (one is still waiting for this purpose).
 */
export async function startPayment(
  ctx: RailContext,
  tx: Database,
  input: StartPayment,
): Promise<{ attemptId: string }> {
  const { settings, jobs } = ctx;
  const current = availableProvider(ctx);
  purposeOf(ctx, input.purpose.kind);
  if (!Number.isInteger(input.amountTzs) || input.amountTzs < settings.minTzs) {
    throw new AppError('business_rule', 'payments.amount_too_small', { min: settings.minTzs });
  }
  if (input.amountTzs > settings.maxTzs) {
    throw new AppError('business_rule', 'payments.amount_too_large', { max: settings.maxTzs });
  }
  const phone = normalizePhone(input.phone);
  if (!phone || mobileNetworkOf(phone) === null)
    throw new AppError('business_rule', 'payments.phone_invalid');
  // A prompt rings someone's phone: counted against the asker and the phone (refused past either's allowance).
  await spendOutbound(tx, { channel: 'prompt', to: phone, origin: input.origin });
  const attempt = await insertAttempt(tx, {
    purposeKind: input.purpose.kind,
    purposeId: input.purpose.id,
    payerUserId: input.payerUserId,
    amountTzs: input.amountTzs,
    phone,
    description: input.description.slice(0, 200),
    provider: current.name,
    expiresAt: new Date(Date.now() + settings.attemptLifetimeSeconds * 1000),
  });
  if (!attempt) throw new AppError('conflict', 'payments.attempt_open');
  await jobs.enqueue(tx, pushPaymentJob, { attemptId: attempt.id }, { key: attempt.id });
  await jobs.enqueue(
    tx,
    expirePaymentJob,
    { attemptId: attempt.id },
    {
      key: attempt.id,
      startAfter: settings.attemptLifetimeSeconds,
    },
  );
  return { attemptId: attempt.id };
}

/** A new attempt for the same purpose, as its describe() allows. 409 while one is open. */
export async function retryPayment(
  ctx: RailContext,
  attemptId: string,
  viewer: Viewer,
  asker: { address: string },
  phone?: string,
): Promise<{ attemptId: string }> {
  const { db, jobs } = ctx;
  const attempt = await viewable(ctx, attemptId, viewer);
  if (attempt.status === 'pending' || attempt.status === 'unknown') {
    throw new AppError('conflict', 'payments.attempt_open');
  }
  // Only the newest attempt is tried again: an older failed one may sit behind a newer one that succeeded.
  const latest = await latestAttemptOf(db, attempt.purposeKind, attempt.purposeId);
  const described = await purposeOf(ctx, attempt.purposeKind).describe(db, attempt.purposeId);
  if (attempt.status === 'succeeded' || latest !== attempt.id || !described.retry) {
    throw new AppError('business_rule', 'payments.retry_not_allowed');
  }
  // Anyone with the page of a payment nobody signed in for (a pledge's) may try it again, but only towards the
  // same phone: paying from another number goes through the pledge's own link.
  if (attempt.payerUserId === null && phone !== undefined && normalizePhone(phone) !== attempt.phone) {
    throw new AppError('business_rule', 'payments.retry_other_phone');
  }
  const retryAmount = described.retry.amountTzs;
  const started = await db.transaction((tx) =>
    startPayment(ctx, tx, {
      purpose: { kind: attempt.purposeKind, id: attempt.purposeId },
      payerUserId: attempt.payerUserId,
      origin: attempt.payerUserId ? { account: attempt.payerUserId } : asker,
      amountTzs: retryAmount,
      phone: phone ?? attempt.phone,
      description: attempt.description,
    }),
  );
  jobs.kick();
  return started;
}
