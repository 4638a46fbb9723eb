// The event's money (GET /events/{id}/money) and its withdrawals: ask for one, approve or cancel one. Each change is
// answered with the money as it now stands; the history tab is read again, since each change is written there.
import type { WithdrawalBody } from '@sherehe/core/api/withdrawals';
import { withdrawalsEndpoints as withdrawals } from '@sherehe/core/api/withdrawals-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

/** How often the tab asks again while a withdrawal is on its way, so "On its way" turns to "Paid" by itself. */
const WITHDRAWAL_WATCH_MS = 3000;

export const eventMoneyQuery = (id: string) =>
  queryOptions({
    queryKey: eventManageKeys.money(id),
    queryFn: ({ signal }) => apiRequest(withdrawals.eventMoney, { params: { id }, signal }),
    refetchInterval: (query) =>
      query.state.data?.withdrawals.some((withdrawal) => withdrawal.status === 'sending')
        ? WITHDRAWAL_WATCH_MS
        : false,
  });

export function useEventMoney(id: string) {
  return useQuery(eventMoneyQuery(id));
}

export type WithdrawalChange =
  | { action: 'request'; body: WithdrawalBody }
  | { action: 'approve' | 'cancel'; withdrawalId: string };

function send(id: string, change: WithdrawalChange) {
  if (change.action === 'request') {
    return apiRequest(withdrawals.request, { params: { id }, body: change.body });
  }
  const params = { id, withdrawalId: change.withdrawalId };
  return apiRequest(change.action === 'approve' ? withdrawals.approve : withdrawals.cancel, { params });
}

export function useWithdrawalChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WithdrawalChange) => send(id, change),
    onSuccess: (money) => {
      queryClient.setQueryData(eventManageKeys.money(id), money);
      void queryClient.invalidateQueries({ queryKey: eventManageKeys.history(id) });
    },
    // A refusal means the tab was out of date (someone else approved or cancelled): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.money(id) }),
  });
}
