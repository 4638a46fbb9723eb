// Two-step sign-in of the signed-in account: its state, setting it up, turning it off, new recovery codes.
import type {
  SecondFactorConfirmBody,
  SecondFactorProofBody,
  SecondFactorSetupBody,
} from '@sherehe/core/api/second-factor';
import { secondFactorEndpoints as secondFactor } from '@sherehe/core/api/second-factor-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const statusKey = ['auth', 'second-factor'] as const;
// Turning it on ends the other sessions: the devices list is read again.
const sessionsKey = ['auth', 'sessions'] as const;

export const secondFactorStatusQuery = queryOptions({
  queryKey: statusKey,
  queryFn: ({ signal }) => apiRequest(secondFactor.status, { signal }),
});

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQuery);
}

export function useStartSecondFactorSetup() {
  return useMutation({
    mutationFn: (body: SecondFactorSetupBody) => apiRequest(secondFactor.setup, { body }),
  });
}

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorConfirmBody) => apiRequest(secondFactor.confirm, { body }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: statusKey });
      queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorProofBody) => apiRequest(secondFactor.disable, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorProofBody) => apiRequest(secondFactor.recoveryCodes, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
