// The payment page's answer: the payer's (or an admin's) view of one attempt; someone else's answers 404.
import type { PaymentStatus, PaymentView } from '@sherehe/core/api/payments';
import { maskPhone, mobileNetworkOf, walletNames } from '@sherehe/core/mobile-networks';
import { AppError } from '../../platform/errors.ts';
import { type AttemptRow, findAttempt, latestAttemptOf } from './queries.ts';
import { purposeOf, type RailContext, type Viewer } from './rail-context.ts';

export async function viewable(ctx: RailContext, attemptId: string, viewer: Viewer): Promise<AttemptRow> {
  const attempt = await findAttempt(ctx.db, attemptId);
  const isAdmin = viewer?.role === 'admin' && viewer.adminVerified;
  // Someone else's payment is answered as if it did not exist.
  if (!attempt || (attempt.payerUserId !== null && attempt.payerUserId !== viewer?.id && !isAdmin)) {
    throw new AppError('not_found', 'payments.not_found');
  }
  return attempt;
}

export async function viewPayment(ctx: RailContext, attemptId: string, viewer: Viewer): Promise<PaymentView> {
  const { db, provider } = ctx;
  const attempt = await viewable(ctx, attemptId, viewer);
  const described = await purposeOf(ctx, attempt.purposeKind).describe(db, attempt.purposeId);
  // Only an attempt that ended without the money may be retried, and only the newest: read just then.
  const canRetry =
    (attempt.status === 'failed' || attempt.status === 'expired') &&
    described.retry !== null &&
    (await latestAttemptOf(db, attempt.purposeKind, attempt.purposeId)) === attempt.id;
  const network = mobileNetworkOf(attempt.phone);
  return {
    id: attempt.id,
    status: attempt.status as PaymentStatus,
    amountTzs: attempt.amountTzs,
    phoneMasked: maskPhone(attempt.phone),
    wallet: network ? walletNames[network] : null,
    provider: attempt.provider,
    description: attempt.description,
    failure:
      attempt.status === 'expired'
        ? 'expired'
        : attempt.status === 'failed'
          ? attempt.failureReason === 'refused'
            ? 'refused'
            : 'declined'
          : null,
    createdAt: attempt.createdAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
    settledAt: attempt.settledAt?.toISOString() ?? null,
    returnPath: described.returnPath,
    retry: canRetry ? described.retry : null,
    demoPhone: attempt.provider === 'simulator' && provider?.name === 'simulator' ? attempt.phone : null,
    paidFor: attempt.status === 'succeeded' ? (described.paidFor ?? null) : null,
  };
}
