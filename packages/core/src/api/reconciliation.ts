// The daily reconciliation (issue 35): every movement the payment provider confirmed on a day of Dar es Salaam's
// calendar (collections, refunds, payouts) against what the ledger says of that same movement. A movement whose two
// sides differ is listed with the difference: the goal is none.
import { z } from 'zod';
import { reason } from '../reasons.ts';

export const reconciliationQuery = z.object({
  day: z
    .string({ error: reason('reconciliation.day_invalid') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, reason('reconciliation.day_invalid')),
});
export const reconciliationExportQuery = reconciliationQuery.extend({
  format: z.literal('csv', { error: reason('reconciliation.format_invalid') }).default('csv'),
});

export const movementKinds = ['collection', 'refund', 'payout'] as const;
export type MovementKind = (typeof movementKinds)[number];

const amount = z.number().int();
const side = z.object({ count: z.number().int(), providerTzs: amount, ledgerTzs: amount });

export const unexplainedMovement = z.object({
  kind: z.enum(movementKinds),
  /** The payment attempt (a collection, or the payment a refund gives back) or the payout. */
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  description: z.string(),
  providerTzs: amount,
  ledgerTzs: amount,
  differenceTzs: amount,
});
export type UnexplainedMovement = z.infer<typeof unexplainedMovement>;

export const reconciliationResponse = z.object({
  day: z.string(),
  collections: side,
  refunds: side,
  payouts: side,
  unexplained: z.array(unexplainedMovement),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponse>;
