// Disputes on orders: the customer opens one, the vendor answers, either side adds photos of evidence (seen by the
// two sides and admins), admins list and decide them; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { uploadRefusals } from './refusal-groups.ts';

export const disputesEndpoints = endpoints<typeof import('./disputes.ts')>()('disputes', {
  open: {
    method: 'POST',
    path: '/orders/:id/dispute',
    summary: 'Report a problem with an order while its money is held: it stays frozen until an admin decides',
    params: 'orderIdParams',
    body: 'openDisputeBody',
    response: 'orderDetail',
    status: 201,
    refusals: {
      404: ['order.not_found'],
      409: ['dispute.exists', 'order.payment_under_way'],
      422: ['dispute.not_yet', 'dispute.money_released'],
    },
  },
  answer: {
    method: 'PUT',
    path: '/orders/:id/dispute/answer',
    summary: "The vendor's side of a dispute; it may be reworded until an admin decides",
    params: 'orderIdParams',
    body: 'answerDisputeBody',
    response: 'orderDetail',
    refusals: { 404: ['order.not_found', 'dispute.not_found'], 409: ['dispute.decided'] },
  },
  addPhoto: {
    method: 'POST',
    path: '/orders/:id/dispute/photos',
    summary: 'Add a photo of evidence on your side of a dispute (multipart, field "file"; up to 4 each)',
    params: 'orderIdParams',
    upload: true,
    response: 'orderDetail',
    status: 201,
    refusals: {
      ...uploadRefusals,
      404: ['order.not_found', 'dispute.not_found'],
      409: ['dispute.decided'],
      422: ['dispute.too_many_photos'],
    },
  },
  photo: {
    method: 'GET',
    path: '/orders/:id/dispute/photos/:photoId',
    summary: "A photo of a dispute's evidence (WebP), for the order's customer, its vendor and admins",
    params: 'disputePhotoParams',
    response: null,
    produces: ['image/webp'],
    refusals: { 404: ['order.not_found', 'dispute.not_found'] },
  },
  adminList: {
    method: 'GET',
    path: '/admin/disputes',
    summary: 'Disputes: the open ones oldest first, or the decided ones newest first',
    query: 'adminDisputesQuery',
    response: 'adminDisputesResponse',
  },
  decide: {
    method: 'POST',
    path: '/admin/disputes/:id/decide',
    summary:
      'Decide a dispute: a full refund, a partial refund (the rest released to the vendor), or a release',
    params: 'disputeIdParams',
    body: 'decideDisputeBody',
    response: 'orderDetail',
    refusals: {
      404: ['dispute.not_found'],
      409: ['dispute.decided'],
      422: ['dispute.refund_too_large', 'payments.refund_not_paid', 'payments.refund_too_much'],
    },
  },
});
