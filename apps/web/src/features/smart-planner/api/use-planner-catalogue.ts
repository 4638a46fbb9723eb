// The live price tables (lib/planner-catalogue.ts). Until they arrive, or if they cannot, the spec's tables price the
// estimate, so the chat always works.
import { type PlannerCatalogue, specPlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { useQuery } from '@tanstack/react-query';
import { plannerCatalogueQuery } from '../../../lib/planner-catalogue.ts';

export function usePlannerCatalogue(): PlannerCatalogue {
  const { data } = useQuery(plannerCatalogueQuery);
  return data ?? specPlannerCatalogue;
}
