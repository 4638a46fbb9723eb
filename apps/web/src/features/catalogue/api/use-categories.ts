// GET /categories: every category with its number of public listings.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const categoriesQuery = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: ({ signal }) => apiRequest(catalogue.categories, { signal }),
  staleTime: 5 * 60_000,
  ...firstAnswer(catalogue.categories),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
