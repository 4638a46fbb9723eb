// GET /admin/users: accounts newest first, a page at a time; each search has its own pages in the cache.
import type { adminUsersResponse } from '@sherehe/core/api/admin-users';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type AdminUsersPage = z.infer<typeof adminUsersResponse>;

export const USERS_PAGE_SIZE = 25;

function usersPath(search: string, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search) params.set('q', search);
  if (cursor) params.set('cursor', cursor);
  return `/admin/users?${params}`;
}

export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam, signal }) => apiRequest<AdminUsersPage>(usersPath(search, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the last answer stays on screen instead of a skeleton on every keystroke.
    placeholderData: keepPreviousData,
  });
}
