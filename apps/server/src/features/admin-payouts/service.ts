// The admins' payouts: the list with counts by status, a failed or reversed payout sent again, an open one settled
// by the provider's own records. The rules of money out stay in features/payouts/service.ts: this calls them.
import type {
  AdminPayout,
  AdminPayoutsResponse,
  AdminPayoutVendorsResponse,
} from '@sherehe/core/api/admin-payouts';
import { maskPhone } from '@sherehe/core/mobile-networks';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { sendPayoutJob } from '../payouts/jobs.ts';
import { type PayoutDeps, settleByAdmin, startPayout } from '../payouts/service.ts';
import { vendorStatement } from '../payouts/statements.ts';
import {
  type AdminPayoutRow,
  deleteHold,
  heldVendors,
  insertHold,
  lockVendor,
  type PayoutStatus,
  payoutById,
  payoutCounts,
  payoutPage,
  unsentPayoutsOf,
  vendorDebts,
  vendorNamed,
} from './queries.ts';

export type AdminPayoutDeps = PayoutDeps;

function toAdminPayout({ payout, vendorName, eventName }: AdminPayoutRow): AdminPayout {
  return {
    id: payout.id,
    vendorId: payout.vendorId,
    vendorName,
    eventName,
    phone: maskPhone(payout.phone),
    amountTzs: payout.amountTzs,
    feeTzs: payout.feeTzs,
    status: payout.status,
    trigger: payout.trigger,
    failureMessage: payout.failureMessage,
    provider: payout.provider,
    providerReference: payout.providerReference,
    createdAt: payout.createdAt.toISOString(),
    sentAt: payout.sentAt?.toISOString() ?? null,
    settledAt: payout.settledAt?.toISOString() ?? null,
  };
}

export async function adminPayouts(
  deps: Pick<AdminPayoutDeps, 'db'>,
  query: { status?: PayoutStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminPayoutsResponse> {
  const rows = await payoutPage(deps.db, {
    status: query.status,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, id: row.payout.id })),
    query.limit,
  );
  return {
    payouts: page.rows.map(toAdminPayout),
    nextCursor: page.nextCursor,
    counts: await payoutCounts(deps.db),
  };
}

async function viewOf(deps: Pick<AdminPayoutDeps, 'db'>, payoutId: string): Promise<AdminPayout> {
  const row = await payoutById(deps.db, payoutId);
  if (!row) throw new AppError('not_found', 'payouts.not_found');
  return toAdminPayout(row);
}

/**
 * Sends the vendor's releasable money again after a failed or reversed payout: a new payout of what is releasable
 * now (the failure gave the money back), through the same rules as the vendor's own button, audited.
 */
export async function retryPayout(
  deps: AdminPayoutDeps,
  payoutId: string,
  adminId: string,
): Promise<AdminPayout> {
  const created = await deps.db.transaction(async (tx) => {
    const row = await payoutById(tx, payoutId);
    if (!row) throw new AppError('not_found', 'payouts.not_found');
    const { payout } = row;
    if ((payout.status !== 'failed' && payout.status !== 'reversed') || !payout.vendorId) {
      throw new AppError('conflict', 'payouts.retry_not_failed', { status: payout.status });
    }
    const fresh = await startPayout(deps, tx, payout.vendorId, 'retry', adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.retried',
      targetType: 'payout',
      targetId: fresh.id,
      details: { after: payout.id, amountTzs: fresh.amountTzs, vendorId: payout.vendorId },
    });
    return fresh;
  });
  deps.jobs.kick();
  return viewOf(deps, created.id);
}

export async function settlePayoutByHand(
  deps: AdminPayoutDeps,
  payoutId: string,
  body: { outcome: 'succeeded' | 'failed'; note: string },
  adminId: string,
): Promise<AdminPayout> {
  await settleByAdmin(deps, payoutId, body.outcome, body.note, adminId);
  return viewOf(deps, payoutId);
}

/** The vendors whose money needs an admin's eye: holds with their reasons, and debts after refunds. */
export async function payoutVendors(deps: Pick<PayoutDeps, 'db'>): Promise<AdminPayoutVendorsResponse> {
  const [holds, debts] = await Promise.all([heldVendors(deps.db), vendorDebts(deps.db)]);
  return {
    holds: holds.map((row) => ({
      vendorId: row.vendor_id,
      vendorName: row.vendor_name,
      reason: row.reason,
      heldByName: row.held_by_name,
      heldAt: new Date(row.held_at).toISOString(),
      releasableTzs: Number(row.releasable),
    })),
    debts: debts.map((row) => ({
      vendorId: row.vendor_id,
      vendorName: row.vendor_name,
      owedTzs: Number(row.owed),
    })),
  };
}

/**
 * Holds a vendor's payouts: nothing more is sent to them until the hold is lifted, a payout written but not yet
 * sent included (a payout already sent goes on: it can no longer be called back). Audited with the reason; a second hold keeps the first reason.
 */
export async function holdPayouts(
  deps: Pick<PayoutDeps, 'db'>,
  vendorId: string,
  reason: string,
  adminId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The vendor's row lock, which startPayout takes too: a payout being started either finishes first (and is
    // held before it is sent) or sees the hold.
    if (!(await lockVendor(tx, vendorId))) throw new AppError('not_found', 'payouts.vendor_not_found');
    if (!(await insertHold(tx, { vendorId, reason, heldBy: adminId }))) return;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.held',
      targetType: 'vendor',
      targetId: vendorId,
      details: { reason },
    });
  });
}

/** Lifts the hold: the vendor's releasable money goes out again by the usual rules. Audited. */
export async function liftPayoutHold(
  deps: Pick<PayoutDeps, 'db' | 'jobs'>,
  vendorId: string,
  adminId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const lifted = await deleteHold(tx, vendorId);
    if (!lifted) throw new AppError('conflict', 'payouts.not_held');
    // A payout that waited unsent while held goes now.
    for (const payoutId of await unsentPayoutsOf(tx, vendorId)) {
      await deps.jobs.enqueue(
        tx,
        sendPayoutJob,
        { payoutId },
        { key: `${payoutId}:after-hold:${Date.now()}` },
      );
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payout.hold_lifted',
      targetType: 'vendor',
      targetId: vendorId,
      details: { reason: lifted.reason },
    });
  });
}

/** A vendor's month statement, as the vendor reads it. */
export async function statementOfVendor(deps: Pick<PayoutDeps, 'db'>, vendorId: string, month: string) {
  const vendor = await vendorNamed(deps.db, vendorId);
  if (!vendor) throw new AppError('not_found', 'payouts.vendor_not_found');
  return vendorStatement(deps.db, vendor, month);
}
