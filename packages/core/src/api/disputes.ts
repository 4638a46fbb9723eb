// Disputes (issue 35): a customer says an order went wrong before its money is released; the money is frozen, the
// vendor answers with evidence, an admin decides (full refund, partial refund, or release to the vendor).
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export const DISPUTE_TEXT_MAX = 2000;
export const DISPUTE_NOTE_MAX = 1000;
/** Photos each side may add as evidence. */
export const DISPUTE_PHOTOS_MAX = 4;

export const disputeReasonKinds = ['not_arrived', 'not_as_agreed', 'partly_delivered'] as const;
export type DisputeReasonKind = (typeof disputeReasonKinds)[number];
export const disputeOutcomes = ['refund', 'partial_refund', 'release'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

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

/** One photo of evidence; its picture is at `/api/v1/orders/:orderId/dispute/photos/:id`, for the two sides and admins. */
export const disputePhoto = z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int() });
export type DisputePhoto = z.infer<typeof disputePhoto>;

export const orderDispute = z.object({
  id: z.uuid(),
  reason: z.enum(disputeReasonKinds),
  customerText: z.string(),
  customerPhotos: z.array(disputePhoto),
  openedAt: z.iso.datetime({ offset: true }),
  vendorText: z.string().nullable(),
  vendorPhotos: z.array(disputePhoto),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(['open', 'decided']),
  outcome: z.enum(disputeOutcomes).nullable(),
  /** What went back to the customer by the decision. */
  refundTzs: z.number().int().nullable(),
  note: z.string().nullable(),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The money of the order frozen by the dispute while it is open. */
  frozenTzs: z.number().int(),
  /** What the viewer may do now: add photos on their side, answer (the vendor), decide (an admin). */
  canAddPhotos: z.boolean(),
  canAnswer: z.boolean(),
  canDecide: z.boolean(),
});
export type OrderDispute = z.infer<typeof orderDispute>;

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
