// The vendor's money (GET /vendor/money: balances, payout number, money by order, payouts), the number payouts go
// to (PUT /vendor/payout-account, with the password again), and "Pay me now" (POST /vendor/payouts, answered with
// the money as it now stands).
import type { payoutAccountBody, payoutAccountResponse } from '@sherehe/core/api/payouts';
import { payoutsEndpoints } from '@sherehe/core/api/payouts-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export type PayoutAccountBody = z.input<typeof payoutAccountBody>;
export type PayoutAccountAnswer = z.infer<typeof payoutAccountResponse>;

/** How often the page asks again while a payout is on its way, so "Sending" turns to "Arrived" by itself. */
const PAYOUT_WATCH_MS = 3000;

export const vendorMoneyQuery = queryOptions({
  queryKey: vendorKeys.money(),
  queryFn: ({ signal }) => apiRequest(payoutsEndpoints.vendorMoney, { signal }),
  refetchInterval: (query) =>
    query.state.data?.payouts.some((payout) => payout.status === 'pending' || payout.status === 'unknown')
      ? PAYOUT_WATCH_MS
      : false,
});

export function useVendorMoney() {
  return useQuery(vendorMoneyQuery);
}

export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountBody) => apiRequest(payoutsEndpoints.setPayoutAccount, { body }),
    // Whether "Pay me now" works follows the number (none yet, or a change that waits a day).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.money() }),
  });
}

export function usePayMeNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(payoutsEndpoints.payMeNow),
    onSuccess: (money) => queryClient.setQueryData(vendorKeys.money(), money),
    // A refusal means the page was out of date (a payout already open, a number just changed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: vendorKeys.money() }),
  });
}
