// POST /admin/vendors/:id/suspend (with a reason) or /reinstate.
import type { AdminVendor } from '@sherehe/core/api/vendor-onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type VendorStatusChange = { id: string } & ({ suspend: true; reason: string } | { suspend: false });

export function useVendorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: VendorStatusChange) =>
      apiRequest<AdminVendor>(
        `/admin/vendors/${encodeURIComponent(change.id)}/${change.suspend ? 'suspend' : 'reinstate'}`,
        { method: 'POST', body: change.suspend ? { reason: change.reason } : {} },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
