// The demo phone (simulator only): the prompts sent to a number, asked again every few seconds; approve or decline.
import type { DevPhonePush } from '@sherehe/core/api/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const REFRESH_MS = 2000;

export const devPhoneKeys = { pushes: (number: string) => ['dev-phone', number] as const };

export const devPhoneQuery = (number: string) =>
  queryOptions({
    queryKey: devPhoneKeys.pushes(number),
    queryFn: ({ signal }) =>
      apiRequest<{ phone: string; pushes: DevPhonePush[] }>(
        `/dev/phone?number=${encodeURIComponent(number)}`,
        {
          signal,
        },
      ),
    enabled: number !== '',
    refetchInterval: REFRESH_MS, // new prompts arrive while the page is open, as on a phone
  });

export function useDevPhone(number: string) {
  return useQuery(devPhoneQuery(number));
}

export function useAnswerPush(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, pin }: { id: string; decision: 'approve' | 'decline'; pin?: string }) =>
      apiRequest<{ push: DevPhonePush }>(`/dev/phone/pushes/${id}/${decision}`, {
        method: 'POST',
        ...(decision === 'approve' ? { body: { pin } } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devPhoneKeys.pushes(number) }),
  });
}
