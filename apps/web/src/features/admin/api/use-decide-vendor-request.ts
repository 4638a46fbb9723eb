// POST /admin/vendor-requests/:id/approve or /reject. Every admin list is fetched again afterwards: an approval
// changes an account's role, and both land in the audit log.
import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type RequestDecision = { id: string; decision: 'approve' | 'reject'; note: string };

export function useDecideVendorRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: RequestDecision) =>
      decision === 'approve'
        ? apiRequest(onboarding.approve, { params: { id }, body: note ? { note } : {} })
        : // The dialog asks for the note before it rejects; an empty one is the server's to refuse.
          apiRequest(onboarding.reject, { params: { id }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    // Another admin may have decided it meanwhile: show what is true now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
