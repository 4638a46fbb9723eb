// GET /admin/users: accounts newest first, a page at a time, searched and filtered by role and status; each search
// and filter has its own pages in the cache, and every page carries the totals by role and by status.
import type { AccountStatus } from '@sherehe/core/api/admin-users';
import { adminUsersEndpoints as adminUsers } from '@sherehe/core/api/admin-users-endpoints';
import type { UserRole } from '@sherehe/core/api/auth';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type RoleFilter = UserRole | 'all';
export type AccountStatusFilter = AccountStatus | 'all';

export const USERS_PAGE_SIZE = 25;

type UserFilters = { search: string; role: RoleFilter; status: AccountStatusFilter };

export const adminUsersQuery = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(filters.search, filters.role, filters.status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(adminUsers.list, {
        query: {
          limit: USERS_PAGE_SIZE,
          q: filters.search,
          role: filters.role === 'all' ? undefined : filters.role,
          status: filters.status === 'all' ? undefined : filters.status,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the last answer stays on screen instead of a skeleton on every keystroke.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery(adminUsersQuery(filters));
}
