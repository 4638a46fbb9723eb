// GET /admin/overview: the dashboard's month of figures. The server keeps an answer for 30 s, so does the cache here;
// "Refresh" asks the server to compute afresh (?fresh=true) and puts that answer in the cache.
import { adminOverviewEndpoints as overview } from '@sherehe/core/api/admin-overview-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export const adminOverviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: ({ signal }) => apiRequest(overview.get, { signal }),
  staleTime: 30_000,
});

export function useAdminOverview() {
  return useQuery(adminOverviewQuery);
}

export function useRefreshOverview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(overview.get, { query: { fresh: 'true' } }),
    onSuccess: (answer) => queryClient.setQueryData(adminOverviewQuery.queryKey, answer),
  });
}
