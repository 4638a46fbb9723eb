// A dispute's steps: the customer opens it, the vendor answers, either side adds a photo, an admin decides. Each
// answers the whole order, which the page that shows it (the customer's, the vendor's) keeps through `onOrder`.
import type { DecideDisputeBody, OpenDisputeBody } from '@sherehe/core/api/disputes';
import { disputesEndpoints } from '@sherehe/core/api/disputes-endpoints';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

export type OnOrder = (order: OrderDetail) => void;

/** Where a photo of evidence is shown: the session cookie goes with it, so only the two sides and admins see it. */
export const disputePhotoUrl = (orderId: string, photoId: string) =>
  endpointUrl(disputesEndpoints.photo, { params: { id: orderId, photoId } });

export function useOpenDispute(orderId: string, onOrder: OnOrder) {
  return useMutation({
    mutationFn: (body: OpenDisputeBody) =>
      apiRequest(disputesEndpoints.open, { params: { id: orderId }, body }),
    onSuccess: (order) => onOrder(order),
  });
}

export function useAnswerDispute(orderId: string, onOrder: OnOrder) {
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(disputesEndpoints.answer, { params: { id: orderId }, body: { text } }),
    onSuccess: (order) => onOrder(order),
  });
}

export function useAddDisputePhoto(
  orderId: string,
  onOrder: OnOrder,
  onProgress: (fraction: number) => void,
) {
  return useMutation({
    mutationFn: (file: File) => uploadFile(disputesEndpoints.addPhoto, { id: orderId }, file, onProgress),
    onSuccess: (order) => onOrder(order),
  });
}

export function useDecideDispute(disputeId: string, onOrder: OnOrder) {
  return useMutation({
    mutationFn: (body: DecideDisputeBody) =>
      apiRequest(disputesEndpoints.decide, { params: { id: disputeId }, body }),
    onSuccess: (order) => onOrder(order),
  });
}
