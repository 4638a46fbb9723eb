// The demo phone's text messages (simulator only): those sent to a number, asked again every few seconds, and a
// reply (STOP or START) as the SMS gateway would pass it on.
import { devPhoneTextsEndpoints as devPhone } from '@sherehe/core/api/dev-phone-texts-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const REFRESH_MS = 3000;

export const devPhoneTextKeys = { texts: (number: string) => ['dev-phone', number, 'texts'] as const };

export const devPhoneTextsQuery = (number: string) =>
  queryOptions({
    queryKey: devPhoneTextKeys.texts(number),
    queryFn: ({ signal }) => apiRequest(devPhone.texts, { query: { number }, signal }),
    enabled: number !== '',
    refetchInterval: REFRESH_MS, // texts arrive while the page is open, as on a phone
  });

export function useDevPhoneTexts(number: string) {
  return useQuery(devPhoneTextsQuery(number));
}

export function useReplyToTexts(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: 'STOP' | 'START') => apiRequest(devPhone.reply, { body: { number, text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devPhoneTextKeys.texts(number) }),
  });
}
