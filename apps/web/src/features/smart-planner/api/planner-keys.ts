// Query keys of the planner's server state.
export const plannerKeys = {
  catalogue: ['planner', 'catalogue'] as const,
  venues: (city: string, category: string) => ['planner', 'venues', city, category] as const,
  listings: (query: string) => ['planner', 'listings', query] as const,
  marketPrices: (city: string) => ['planner', 'market-prices', city] as const,
};
