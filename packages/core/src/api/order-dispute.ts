// A dispute as its order shows it (issue 35): why the customer opened it, both sides' words and photos, the decision,
// and what the viewer may do. orders.ts builds the order's detail with it; disputes.ts has the dispute's requests.
import { z } from 'zod';

export const disputeReasonKinds = ['not_arrived', 'not_as_agreed', 'partly_delivered'] as const;
export type DisputeReasonKind = (typeof disputeReasonKinds)[number];
export const disputeOutcomes = ['refund', 'partial_refund', 'release'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

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
