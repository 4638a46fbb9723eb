// The Smart Planner's price tables (public to read, admins change them) and what the catalogue's listings cost
// per row of them (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const plannerEndpoints = endpoints<typeof import('./planner.ts')>()('planner', {
  marketPrices: {
    method: 'GET',
    path: '/listings/price-ranges',
    summary:
      "What public listings in a city cost for each row of the Smart Planner's tables: count, lowest, median (TZS)",
    query: 'marketPricesQuery',
    response: 'marketPricesResponse',
  },
  catalogue: {
    method: 'GET',
    path: '/planner/catalogue',
    summary: "The Smart Planner's prices: venues by capacity, catering per person, one-off extras (TZS)",
    response: 'plannerCatalogueResponse',
  },
  changePrices: {
    method: 'PUT',
    path: '/admin/planner/prices',
    summary: "New prices for every row of the planner's tables; audited",
    body: 'plannerPricesBody',
    response: 'plannerCatalogueResponse',
    refusals: { 409: ['planner.prices_changed'], 422: ['planner.rows_mismatch'] },
  },
});
