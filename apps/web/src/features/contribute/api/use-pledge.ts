// GET /public/pledges/:token (a contributor's own pledge behind its secret link), PATCH it (change the amount) and
// POST …/payments (pay some of it).
import type { ChangeOwnPledgeInput } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, endpointCallPath } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';

/** The path (under /api/v1) of a pledge's answer. */
export const pledgeApiPath = (token: string) => endpointCallPath(pledges.view, { params: { token } });

export const pledgeKeys = { one: (token: string) => ['pledges', token] as const };

export const pledgeQuery = (token: string) =>
  queryOptions({
    queryKey: pledgeKeys.one(token),
    queryFn: ({ signal }) => apiRequest(pledges.view, { params: { token }, signal }),
    // Drawn from the answer the server drew the page with; asked again once the app runs (a total may have moved).
    ...firstAnswer(pledges.view, { params: { token } }),
  });

export function usePledge(token: string) {
  return useQuery(pledgeQuery(token));
}

export function useChangePledge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOwnPledgeInput) => apiRequest(pledges.changeOwn, { params: { token }, body }),
    onSuccess: (pledge) => queryClient.setQueryData(pledgeKeys.one(token), pledge),
  });
}

export type PayPledgeBody = { amountTzs: number; phone?: string };

export function usePayPledge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayPledgeBody) => apiRequest(pledges.pay, { params: { token }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pledgeKeys.one(token) }),
  });
}
