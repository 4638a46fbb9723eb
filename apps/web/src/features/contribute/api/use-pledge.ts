// GET /public/pledges/:token (a contributor's own pledge behind its secret link), PATCH it (change the amount) and
// POST …/payments (pay some of it).
import type { ChangeOwnPledgeInput, PledgeView } from '@sherehe/core/api/pledges';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';

export const pledgeApiPath = (token: string) => `/public/pledges/${encodeURIComponent(token)}`;

export const pledgeKeys = { one: (token: string) => ['pledges', token] as const };

export const pledgeQuery = (token: string) =>
  queryOptions({
    queryKey: pledgeKeys.one(token),
    queryFn: ({ signal }) => apiRequest<PledgeView>(pledgeApiPath(token), { signal }),
    // Drawn from the answer the server drew the page with; asked again once the app runs (a total may have moved).
    ...firstAnswer<PledgeView>(pledgeApiPath(token)),
  });

export function usePledge(token: string) {
  return useQuery(pledgeQuery(token));
}

export function useChangePledge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOwnPledgeInput) =>
      apiRequest<PledgeView>(pledgeApiPath(token), { method: 'PATCH', body }),
    onSuccess: (pledge) => queryClient.setQueryData(pledgeKeys.one(token), pledge),
  });
}

export type PayPledgeBody = { amountTzs: number; phone?: string };

export function usePayPledge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayPledgeBody) =>
      apiRequest<{ attemptId: string }>(`${pledgeApiPath(token)}/payments`, { method: 'POST', body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pledgeKeys.one(token) }),
  });
}
