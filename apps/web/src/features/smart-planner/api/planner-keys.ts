// Query keys of the planner's server state.
export const plannerKeys = {
  venues: (city: string, category: string) => ['planner', 'venues', city, category] as const,
  listings: (query: string) => ['planner', 'listings', query] as const,
  marketPrices: (city: string) => ['planner', 'market-prices', city] as const,
};
