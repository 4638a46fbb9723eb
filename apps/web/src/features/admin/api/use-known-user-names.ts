// The audit log names people by id only; the accounts this dashboard has already loaded put names to those ids.
import type { AdminUser } from '@sherehe/core/api/admin-users';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-query-keys.ts';
import type { AdminUsersPage } from './use-admin-users.ts';

export function useKnownUserNames(): ReadonlyMap<string, string> {
  const queryClient = useQueryClient();
  const names = new Map<string, string>();
  const cached = queryClient.getQueriesData<InfiniteData<AdminUsersPage>>({
    queryKey: [...adminKeys.all, 'users'],
  });
  for (const [, data] of cached) {
    for (const page of data?.pages ?? []) {
      for (const user of page.users as AdminUser[]) names.set(user.id, user.name);
    }
  }
  return names;
}
