// A vendor's monthly statement (issue 35): every payment, fee, refund, release and payout of one month in Dar es
// Salaam's calendar, with the balances it opened and closed on; as a page, and as CSV or PDF.
import { z } from 'zod';
import { reason } from '../reasons.ts';

/** `2026-11`: a month of Tanzania's calendar. */
export const statementMonth = z
  .string({ error: reason('statements.month_invalid') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, reason('statements.month_invalid'));

export const statementParams = z.object({ month: statementMonth });
export const statementExportQuery = z.object({
  format: z.enum(['csv', 'pdf'], { error: reason('statements.format_invalid') }),
  language: z.enum(['en', 'sw']).default('en'),
});

/**
 * payment: a customer's money came (less Sherehe's fee, it is held); refund: some went back to the customer;
 * release: held money became releasable; payout: releasable money left for the vendor's number; payout_paid: it
 * arrived; payout_failed: it did not, and came back to the balance; payout_returned: it came back after arriving.
 */
export const statementLineKinds = [
  'payment',
  'refund',
  'release',
  'payout',
  'payout_paid',
  'payout_failed',
  'payout_returned',
] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

const amount = z.number().int();

export const statementLine = z.object({
  /** The ledger transaction it reads. */
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(statementLineKinds),
  /** The order's reference (SH-1042), or null for a payout. */
  reference: z.string().nullable(),
  /** What moved: the customer's payment or refund, the money released, or the payout. */
  amountTzs: amount,
  /** Sherehe's commission taken (a payment) or given back (a refund, below zero). */
  feeTzs: amount,
  /** The balances once this line is counted. */
  heldTzs: amount,
  releasableTzs: amount,
});
export type StatementLine = z.infer<typeof statementLine>;

const balances = z.object({ heldTzs: amount, releasableTzs: amount, payingTzs: amount });

export const vendorStatement = z.object({
  month: z.string(),
  vendorName: z.string(),
  opening: balances,
  closing: balances,
  totals: z.object({
    paidInTzs: amount,
    feesTzs: amount,
    refundedTzs: amount,
    releasedTzs: amount,
    paidOutTzs: amount,
  }),
  lines: z.array(statementLine),
  /** Every month with money on Sherehe, newest first: the ones a statement can be asked for. */
  months: z.array(z.string()),
});
export type VendorStatement = z.infer<typeof vendorStatement>;
