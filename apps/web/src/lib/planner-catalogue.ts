// GET /planner/catalogue: the Smart Planner's live price tables. Read by the planner (to price an estimate) and by the
// admins' price form, so its query lives here: one cache entry, and prices an admin saves are the ones the planner
// uses in the same tab at once.
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const plannerCatalogueKey = ['planner', 'catalogue'] as const;

export const plannerCatalogueQuery = queryOptions({
  queryKey: plannerCatalogueKey,
  queryFn: ({ signal }) => apiRequest(planner.catalogue, { signal }),
  staleTime: 5 * 60_000,
});
