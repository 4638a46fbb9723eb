// The Smart Planner's prices for the admin form: GET /planner/catalogue, and PUT /admin/planner/prices to change them.
import type { PlannerPricesBody } from '@sherehe/core/api/planner';
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export function usePlannerPrices() {
  return useQuery({
    queryKey: adminKeys.plannerPrices,
    queryFn: ({ signal }) => apiRequest(planner.catalogue, { signal }),
  });
}

export function useSavePlannerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannerPricesBody) => apiRequest(planner.changePrices, { body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.plannerPrices, saved),
    // Refreshed after a refusal too: a 422 means the tables changed under the form.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.plannerPrices }),
  });
}
