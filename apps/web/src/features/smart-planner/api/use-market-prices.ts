// GET /listings/price-ranges: what Sherehe's listings in a city cost per row of the planner's tables; quiet when it
// fails (the estimate stands on its own).
import type { MarketPricesResponse } from '@sherehe/core/api/planner';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

export function useMarketPrices(city: string) {
  return useQuery({
    queryKey: plannerKeys.marketPrices(city),
    queryFn: ({ signal }) =>
      apiRequest<MarketPricesResponse>(`/listings/price-ranges?city=${encodeURIComponent(city)}`, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
