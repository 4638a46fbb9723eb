// The signed-in devices and the password of the signed-in account.
import type { ActiveSession, ChangePasswordBody } from '@sherehe/core/api/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const sessionsKey = ['auth', 'sessions'] as const;

export function useActiveSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ sessions: ActiveSession[] }>('/auth/sessions', { signal }).then(
        (answer) => answer.sessions,
      ),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutEverywhere() {
  // The server forgets every browser's push subscription too (this one's included).
  return useMutation({ mutationFn: () => apiRequest<null>('/auth/sign-out-all', { method: 'POST' }) });
}

/** Changing the password ends the other sessions, so the list is fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest<null>('/auth/password', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
