// PATCH /admin/users/:id: a new role, or disabled / enabled. The lists are fetched again rather than guessed at.
import type { UpdateUserBody } from '@sherehe/core/api/admin-users';
import { adminUsersEndpoints as adminUsers } from '@sherehe/core/api/admin-users-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type UserChange = { id: string; change: UpdateUserBody };

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: UserChange) =>
      apiRequest(adminUsers.update, { params: { id }, body: change }),
    // Awaited, so the dialog closes onto the updated list (and audit log), not the old one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    // A refusal may still mean the account changed meanwhile (e.g. deleted): show what is true now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
