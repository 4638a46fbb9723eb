// One pledge for the committee (GET /events/{id}/pledges/{pledgeId}, with its payments) and what may be done to it:
// record cash or bank money, reverse or refund a payment, change or cancel the pledge. Each refreshes the event.
import type { RecordPaymentInput } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const pledgeDetailQuery = (id: string, pledgeId: string) =>
  queryOptions({
    queryKey: eventManageKeys.pledge(id, pledgeId),
    queryFn: ({ signal }) => apiRequest(pledges.detail, { params: { id, pledgeId }, signal }),
  });

export function usePledgeDetail(id: string, pledgeId: string) {
  return useQuery(pledgeDetailQuery(id, pledgeId));
}

function useEventMutation<Input, Output>(id: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The figures, the ledger, the pledge and the history all move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useRecordPayment(id: string, pledgeId: string) {
  return useEventMutation(id, (input: RecordPaymentInput) =>
    apiRequest(pledges.recordPayment, { params: { id, pledgeId }, body: input }),
  );
}

export function useReversePayment(id: string) {
  return useEventMutation(id, ({ paymentId, reason }: { paymentId: string; reason: string }) =>
    apiRequest(pledges.reversePayment, { params: { id, paymentId }, body: { reason } }),
  );
}

export type PledgeChange = {
  amountTzs?: number;
  dueDate?: string;
  cancelled?: true;
};

export function useUpdatePledge(id: string, pledgeId: string) {
  return useEventMutation(id, (change: PledgeChange) =>
    apiRequest(pledges.update, { params: { id, pledgeId }, body: change }),
  );
}
