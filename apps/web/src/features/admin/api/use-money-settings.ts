// The money rules for the admin form: GET /admin/money-settings, and PUT to change them.
import type { MoneySettingsBody } from '@sherehe/core/api/admin-money';
import { adminMoneyEndpoints as adminMoney } from '@sherehe/core/api/admin-money-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const moneySettingsQuery = queryOptions({
  queryKey: adminKeys.moneySettings,
  queryFn: ({ signal }) => apiRequest(adminMoney.get, { signal }),
});

export function useMoneySettings() {
  return useQuery(moneySettingsQuery);
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) => apiRequest(adminMoney.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.moneySettings, saved),
  });
}
