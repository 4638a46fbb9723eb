// Two-step sign-in of the signed-in account: its state, setting it up, turning it off, new recovery codes.
import type {
  RecoveryCodesResponse,
  SecondFactorConfirmBody,
  SecondFactorProofBody,
  SecondFactorSetupBody,
  SecondFactorSetupResponse,
  SecondFactorStatus,
} from '@sherehe/core/api/second-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const statusKey = ['auth', 'second-factor'] as const;
// Turning it on ends the other sessions: the devices list is read again.
const sessionsKey = ['auth', 'sessions'] as const;

export const secondFactorStatusQuery = queryOptions({
  queryKey: statusKey,
  queryFn: ({ signal }) => apiRequest<SecondFactorStatus>('/auth/second-factor', { signal }),
});

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQuery);
}

export function useStartSecondFactorSetup() {
  return useMutation({
    mutationFn: (body: SecondFactorSetupBody) =>
      apiRequest<SecondFactorSetupResponse>('/auth/second-factor/setup', { method: 'POST', body }),
  });
}

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorConfirmBody) =>
      apiRequest<RecoveryCodesResponse>('/auth/second-factor/confirm', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: statusKey });
      queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorProofBody) =>
      apiRequest<null>('/auth/second-factor/disable', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorProofBody) =>
      apiRequest<RecoveryCodesResponse>('/auth/second-factor/recovery-codes', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
