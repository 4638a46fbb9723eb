// The demo phone (simulator only): the prompts sent to a number, asked again every few seconds; approve or decline.
import { paymentsEndpoints } from '@sherehe/core/api/payments-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const REFRESH_MS = 2000;

export const devPhoneKeys = { pushes: (number: string) => ['dev-phone', number] as const };

export const devPhoneQuery = (number: string) =>
  queryOptions({
    queryKey: devPhoneKeys.pushes(number),
    queryFn: ({ signal }) => apiRequest(paymentsEndpoints.devPhone, { query: { number }, signal }),
    enabled: number !== '',
    refetchInterval: REFRESH_MS, // new prompts arrive while the page is open, as on a phone
  });

export function useDevPhone(number: string) {
  return useQuery(devPhoneQuery(number));
}

export function useAnswerPush(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      answer: { id: string; decision: 'approve'; pin: string } | { id: string; decision: 'decline' },
    ) =>
      answer.decision === 'approve'
        ? apiRequest(paymentsEndpoints.devPhoneApprove, {
            params: { id: answer.id },
            body: { pin: answer.pin },
          })
        : apiRequest(paymentsEndpoints.devPhoneDecline, { params: { id: answer.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devPhoneKeys.pushes(number) }),
  });
}
