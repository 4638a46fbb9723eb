// GET /categories: every category with its number of public listings.
import type { CategoriesResponse } from '@sherehe/core/api/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => apiRequest<CategoriesResponse>('/categories', { signal }),
    staleTime: 5 * 60_000,
    ...firstAnswer<CategoriesResponse>('/categories'),
  });
}
