// The demo phone's money received (simulator only): the payouts sent to a number, asked again every few seconds, as
// a phone shows "You have received…" when a payout lands.
import { payoutsEndpoints } from '@sherehe/core/api/payouts-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const REFRESH_MS = 3000;

export const devPhoneMoneyKeys = { money: (number: string) => ['dev-phone', number, 'money'] as const };

export const devPhoneMoneyQuery = (number: string) =>
  queryOptions({
    queryKey: devPhoneMoneyKeys.money(number),
    queryFn: ({ signal }) => apiRequest(payoutsEndpoints.devPhoneMoney, { query: { number }, signal }),
    enabled: number !== '',
    refetchInterval: REFRESH_MS, // payouts land while the page is open, as on a phone
  });

export function useDevPhoneMoney(number: string) {
  return useQuery(devPhoneMoneyQuery(number));
}
