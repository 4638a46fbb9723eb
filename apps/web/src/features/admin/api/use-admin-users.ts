// GET /admin/users: accounts newest first, a page at a time, searched and filtered by role and status; each search
// and filter has its own pages in the cache, and every page carries the totals by role and by status.
import type { AccountStatus, adminUsersResponse } from '@sherehe/core/api/admin-users';
import type { UserRole } from '@sherehe/core/api/auth';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type AdminUsersPage = z.infer<typeof adminUsersResponse>;
export type RoleFilter = UserRole | 'all';
export type AccountStatusFilter = AccountStatus | 'all';

export const USERS_PAGE_SIZE = 25;

type UserFilters = { search: string; role: RoleFilter; status: AccountStatusFilter };

function usersPath({ search, role, status }: UserFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search) params.set('q', search);
  if (role !== 'all') params.set('role', role);
  if (status !== 'all') params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return `/admin/users?${params}`;
}

export function useAdminUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(filters.search, filters.role, filters.status),
    queryFn: ({ pageParam, signal }) => apiRequest<AdminUsersPage>(usersPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the last answer stays on screen instead of a skeleton on every keystroke.
    placeholderData: keepPreviousData,
  });
}
