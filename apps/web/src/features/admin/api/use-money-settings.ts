// The money rules for the admin form: GET /admin/money-settings, and PUT to change them.
import type { MoneySettingsBody, MoneySettingsResponse } from '@sherehe/core/api/admin-money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

const MONEY_SETTINGS_PATH = '/admin/money-settings';

export function useMoneySettings() {
  return useQuery({
    queryKey: adminKeys.moneySettings,
    queryFn: ({ signal }) => apiRequest<MoneySettingsResponse>(MONEY_SETTINGS_PATH, { signal }),
  });
}

export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoneySettingsBody) =>
      apiRequest<MoneySettingsResponse>(MONEY_SETTINGS_PATH, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.moneySettings, saved),
  });
}
