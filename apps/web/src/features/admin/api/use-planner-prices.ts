// The Smart Planner's prices for the admin form: GET /planner/catalogue (lib/planner-catalogue.ts), and
// PUT /admin/planner/prices to change them.
import type { PlannerPricesBody } from '@sherehe/core/api/planner';
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerCatalogueKey, plannerCatalogueQuery } from '../../../lib/planner-catalogue.ts';

/** The form starts from the tables as they are now, not as the planner last read them. */
export function usePlannerPrices() {
  return useQuery({ ...plannerCatalogueQuery, staleTime: 0 });
}

export function useSavePlannerPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannerPricesBody) => apiRequest(planner.changePrices, { body }),
    onSuccess: (saved) => queryClient.setQueryData(plannerCatalogueKey, saved),
    // Refreshed after a refusal too: a 422 means the tables changed under the form.
    onError: () => queryClient.invalidateQueries({ queryKey: plannerCatalogueKey }),
  });
}
