// GET /planner/catalogue: the live price tables. Until they arrive, or if they cannot, the spec's tables price the
// estimate, so the chat always works.
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import { type PlannerCatalogue, specPlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

export function usePlannerCatalogue(): PlannerCatalogue {
  const { data } = useQuery({
    queryKey: plannerKeys.catalogue,
    queryFn: ({ signal }) => apiRequest(planner.catalogue, { signal }),
    staleTime: 5 * 60_000,
  });
  return data ?? specPlannerCatalogue;
}
