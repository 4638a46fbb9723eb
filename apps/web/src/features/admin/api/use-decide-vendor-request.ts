// POST /admin/vendor-requests/:id/approve or /reject. Every admin list is fetched again afterwards: an approval
// changes an account's role, and both land in the audit log.
import type { AdminVendorRequest } from '@sherehe/core/api/vendor-onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type RequestDecision = { id: string; decision: 'approve' | 'reject'; note: string };

export function useDecideVendorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: RequestDecision) =>
      apiRequest<AdminVendorRequest>(`/admin/vendor-requests/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: note ? { note } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    // Another admin may have decided it meanwhile: show what is true now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
