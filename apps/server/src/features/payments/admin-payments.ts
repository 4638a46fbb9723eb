// The admins' view of the rail: every attempt searched and paged, one attempt with its provider events and refunds,
// and the counts the metrics read.
import type { AdminPayment, AdminPaymentDetail, PaymentStatus } from '@sherehe/core/api/payments';
import { paymentAttemptStatuses } from '../../db/schema/payments.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import {
  type AttemptRow,
  countAttemptsByStatus,
  eventsOf,
  findAttempt,
  refundsOf,
  searchAttempts,
} from './queries.ts';
import type { RailContext } from './rail-context.ts';
import { adminMayRefund, givenBack, refusedNotSentAgain, toRefund } from './refunds.ts';

/** What an attempt paid for, in its purpose's words (order references, an event's code); null when gone. */
async function paidForOf(ctx: RailContext, attempt: AttemptRow): Promise<string | null> {
  const handlers = ctx.purposes.get(attempt.purposeKind);
  if (!handlers) return null;
  return (await handlers.describe(ctx.db, attempt.purposeId)).label ?? null;
}

function toAdminPayment(
  attempt: AttemptRow,
  refundedTzs: number,
  paidFor: string | null,
  refusedNotSentAgain: boolean,
): AdminPayment {
  return {
    id: attempt.id,
    purpose: { kind: attempt.purposeKind, id: attempt.purposeId },
    payerUserId: attempt.payerUserId,
    amountTzs: attempt.amountTzs,
    phone: attempt.phone,
    provider: attempt.provider,
    status: attempt.status,
    providerReference: attempt.providerReference,
    failureReason: attempt.failureReason,
    providerMessage: attempt.providerMessage,
    lateSuccessAt: attempt.lateSuccessAt?.toISOString() ?? null,
    needsRefund: (attempt.lateSuccessAt !== null && refundedTzs === 0) || refusedNotSentAgain,
    paidFor,
    refundedTzs,
    createdAt: attempt.createdAt.toISOString(),
    expiresAt: attempt.expiresAt.toISOString(),
    settledAt: attempt.settledAt?.toISOString() ?? null,
  };
}

export async function adminList(
  ctx: RailContext,
  query: {
    q?: string | undefined;
    status?: PaymentStatus | undefined;
    provider?: AttemptRow['provider'] | undefined;
    needsRefund?: 'true' | 'false' | undefined;
    limit: number;
    cursor?: string | undefined;
  },
) {
  const { db } = ctx;
  const rows = await searchAttempts(db, {
    q: query.q || undefined,
    status: query.status,
    provider: query.provider,
    needsRefund: query.needsRefund === 'true',
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, id: row.attempt.id })),
    query.limit,
  );
  const payments = await Promise.all(
    page.rows.map(async ({ attempt }) => {
      const refunds = await refundsOf(db, attempt.id);
      return toAdminPayment(
        attempt,
        givenBack(refunds),
        await paidForOf(ctx, attempt),
        refusedNotSentAgain(refunds, attempt.amountTzs),
      );
    }),
  );
  return { payments, nextCursor: page.nextCursor };
}

export async function adminDetail(ctx: RailContext, attemptId: string): Promise<AdminPaymentDetail> {
  const { db } = ctx;
  const attempt = await findAttempt(db, attemptId);
  if (!attempt) throw new AppError('not_found', 'payments.not_found');
  const [events, refunds] = await Promise.all([eventsOf(db, attemptId), refundsOf(db, attemptId)]);
  const refunded = givenBack(refunds);
  const paid = attempt.status === 'succeeded' || attempt.lateSuccessAt !== null;
  return {
    ...toAdminPayment(
      attempt,
      refunded,
      await paidForOf(ctx, attempt),
      refusedNotSentAgain(refunds, attempt.amountTzs),
    ),
    description: attempt.description,
    events: events.map((event) => ({
      id: event.id,
      source: event.source,
      eventId: event.eventId,
      reportedStatus: event.reportedStatus,
      outcome: event.outcome,
      payload: event.payload,
      receivedAt: event.receivedAt.toISOString(),
    })),
    refunds: refunds.map((one) => toRefund(one, refunds, attempt.amountTzs)),
    // What the Refund form may offer: nothing of a payment that goes back only through its order or pledge.
    refundableTzs: paid && adminMayRefund(ctx, attempt) ? attempt.amountTzs - refunded : 0,
  };
}

/** For the metrics: open attempts, and those of the last 24 hours that ended, by status (zeros included). */
export async function attemptsByStatus(
  ctx: RailContext,
): Promise<{ status: AttemptRow['status']; count: number }[]> {
  const counted = new Map((await countAttemptsByStatus(ctx.db)).map((row) => [row.status, row.count]));
  return paymentAttemptStatuses.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}
