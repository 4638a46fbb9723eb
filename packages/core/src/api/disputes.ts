// Disputes (issue 35): a customer says an order went wrong before its money is released; the money is frozen, the
// vendor answers with evidence, an admin decides (full refund, partial refund, or release to the vendor).
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { disputeOutcomes, disputeReasonKinds } from './order-dispute.ts';
import { plainText } from './plain-text.ts';

// The dispute as its order shows it is in order-dispute.ts, which orders.ts builds the order from; this module names
// the order's schemas its endpoints answer with (disputes-endpoints.ts).
export {
  type DisputeOutcome,
  type DisputePhoto,
  type DisputeReasonKind,
  disputeOutcomes,
  disputePhoto,
  disputeReasonKinds,
  type OrderDispute,
  orderDispute,
} from './order-dispute.ts';
export { orderDetail, orderIdParams } from './orders.ts';

export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_NOTE_MAX = 1000;
/** Photos each side may add as evidence. */
export const DISPUTE_PHOTOS_MAX = 4;

const statement = plainText(z.string({ error: reason('dispute.text_required') }).trim())
  .min(1, reason('dispute.text_required'))
  .max(DISPUTE_TEXT_MAX, reason('dispute.text_too_long'));

export const openDisputeBody = z.object({
  reason: z.enum(disputeReasonKinds, { error: reason('dispute.reason_required') }),
  text: statement,
});
export type OpenDisputeBody = z.input<typeof openDisputeBody>;

export const answerDisputeBody = z.object({ text: statement });

export const decideDisputeBody = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: reason('dispute.outcome_required') }),
    /** What goes back to the customer on a partial refund; the rest is released to the vendor. */
    refundTzs: z
      .number({ error: reason('dispute.refund_invalid') })
      .int(reason('dispute.refund_invalid'))
      .positive(reason('dispute.refund_invalid'))
      .optional(),
    note: plainText(z.string({ error: reason('dispute.note_required') }).trim())
      .min(1, reason('dispute.note_required'))
      .max(DISPUTE_NOTE_MAX, reason('dispute.text_too_long')),
  })
  .refine((body) => body.outcome !== 'partial_refund' || body.refundTzs !== undefined, {
    path: ['refundTzs'],
    message: reason('dispute.refund_invalid'),
  });
export type DecideDisputeBody = z.input<typeof decideDisputeBody>;

export const disputeIdParams = z.object({ id: z.uuid(reason('dispute.not_found')) });
export const disputePhotoParams = z.object({
  id: z.uuid(reason('order.not_found')),
  photoId: z.uuid(reason('dispute.not_found')),
});

export const adminDispute = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  reference: z.string(),
  customerName: z.string(),
  vendorName: z.string(),
  reason: z.enum(disputeReasonKinds),
  state: z.enum(['open', 'decided']),
  outcome: z.enum(disputeOutcomes).nullable(),
  answered: z.boolean(),
  frozenTzs: z.number().int(),
  openedAt: z.iso.datetime({ offset: true }),
});
export type AdminDispute = z.infer<typeof adminDispute>;

export const adminDisputesQuery = z.object({ state: z.enum(['open', 'decided']).default('open') });
export const adminDisputesResponse = z.object({ items: z.array(adminDispute) });
export type AdminDisputesResponse = z.infer<typeof adminDisputesResponse>;
