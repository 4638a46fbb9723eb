// GET /listings takes its search as the catalogue's addresses write it (features/catalogue/search-params.ts): a
// query string, its keys in a fixed order, made into the query object apiRequest sends in that same order. Shared by
// the catalogue and the planner's matching listings.

import type { catalogueEndpoints } from '@sherehe/core/api/catalogue-endpoints';
import type { QueryOf } from '@sherehe/core/api/endpoint';

export type ListingsQuery = Partial<QueryOf<typeof catalogueEndpoints.listings>>;

/** The query object of a query string (each key once): values stay text, which the server reads as its schema says. */
export function listingsQueryOf(search: string): ListingsQuery {
  return Object.fromEntries(new URLSearchParams(search)) as ListingsQuery;
}
