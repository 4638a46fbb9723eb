// GET /listings/price-ranges: what Sherehe's listings in a city cost per row of the planner's tables; quiet when it
// fails (the estimate stands on its own).
import type { MarketPricesQuery } from '@sherehe/core/api/planner';
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

export const marketPricesQuery = (city: string) =>
  queryOptions({
    queryKey: plannerKeys.marketPrices(city),
    // Any other city is the server's to refuse, as before.
    queryFn: ({ signal }) =>
      apiRequest(planner.marketPrices, { query: { city: city as MarketPricesQuery['city'] }, signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useMarketPrices(city: string) {
  return useQuery(marketPricesQuery(city));
}
