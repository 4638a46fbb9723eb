// The signed-in devices and the password of the signed-in account.
import type { ChangePasswordBody } from '@sherehe/core/api/auth';
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionsKey = ['auth', 'sessions'] as const;

export const activeSessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: ({ signal }) => apiRequest(auth.sessions, { signal }).then((answer) => answer.sessions),
});

export function useActiveSessions() {
  return useQuery(activeSessionsQuery);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(auth.endSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutEverywhere() {
  // The server forgets every browser's push subscription too (this one's included).
  return useMutation({ mutationFn: () => apiRequest(auth.signOutEverywhere) });
}

/** Changing the password ends the other sessions, so the list is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest(auth.changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
