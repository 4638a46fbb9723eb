// POST /admin/vendors/:id/suspend (with a reason) or /reinstate.
import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type VendorStatusChange = { id: string } & ({ suspend: true; reason: string } | { suspend: false });

export function useVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VendorStatusChange) =>
      change.suspend
        ? apiRequest(onboarding.suspend, { params: { id: change.id }, body: { reason: change.reason } })
        : apiRequest(onboarding.reinstate, { params: { id: change.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
