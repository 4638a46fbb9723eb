// The calendar of all the vendor's service listings for a month (GET /vendor/calendar), and blocking or opening one
// listing's day from it through the listing's own blocked-days endpoints.
import type { ShopCalendarEntry, ShopCalendarResponse } from '@sherehe/core/api/availability';
import { availabilityEndpoints as availability } from '@sherehe/core/api/availability-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const shopCalendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: vendorKeys.shopCalendar(from, to),
    queryFn: ({ signal }) => apiRequest(availability.shopCalendar, { query: { from, to }, signal }),
  });

export function useShopCalendar(from: string, to: string) {
  return useQuery(shopCalendarQuery(from, to));
}

export type DayChange = { listingId: string; day: string; blocked: boolean };

/** The entry as it reads once the change is made; an entry left with nothing goes. */
function changed(entries: ShopCalendarEntry[], { listingId, blocked }: DayChange): ShopCalendarEntry[] {
  const found = entries.find((entry) => entry.listingId === listingId);
  if (found) {
    return entries
      .map((entry) => (entry.listingId === listingId ? { ...entry, blocked } : entry))
      .filter((entry) => entry.blocked || entry.held + entry.booked > 0);
  }
  return blocked ? [...entries, { listingId, blocked, held: 0, booked: 0, orders: [] }] : entries;
}

/** Blocks (true) or opens (false) one listing's day; the month shows it at once and is read again after. */
export function useShopBlockDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, day, blocked }: DayChange) =>
      apiRequest(blocked ? availability.blockDay : availability.unblockDay, {
        params: { id: listingId, day },
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: vendorKeys.shopCalendars() });
      queryClient.setQueriesData<ShopCalendarResponse>(
        { queryKey: vendorKeys.shopCalendars() },
        (current) =>
          current && {
            ...current,
            days: current.days.map((d) =>
              d.day === change.day ? { ...d, entries: changed(d.entries, change) } : d,
            ),
          },
      );
    },
    onSettled: (_answer, _error, { listingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.shopCalendars() }),
        // The listing's own calendar in its editor shows the same day.
        queryClient.invalidateQueries({ queryKey: [...vendorKeys.all, 'calendar', listingId] }),
      ]),
  });
}
