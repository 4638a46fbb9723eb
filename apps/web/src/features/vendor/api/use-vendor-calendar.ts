// A vendor's calendar of one service listing (held and booked counts, blocked days), and blocking or opening a day.
import type { VendorCalendarResponse } from '@sherehe/core/api/availability';
import { availabilityEndpoints as availability } from '@sherehe/core/api/availability-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const vendorCalendarQuery = (listingId: string, from: string, to: string) =>
  queryOptions({
    queryKey: vendorKeys.calendar(listingId, from, to),
    queryFn: ({ signal }) =>
      apiRequest(availability.vendorCalendar, { params: { id: listingId }, query: { from, to }, signal }),
    placeholderData: (previous) => previous,
  });

export function useVendorCalendar(listingId: string, from: string, to: string) {
  return useQuery(vendorCalendarQuery(listingId, from, to));
}

/** Blocks (true) or opens (false) one day; the month shows the change at once and is read again after. */
export function useBlockDay(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, blocked }: { day: string; blocked: boolean }) =>
      apiRequest(blocked ? availability.blockDay : availability.unblockDay, {
        params: { id: listingId, day },
      }),
    onMutate: ({ day, blocked }) => {
      queryClient.setQueriesData<VendorCalendarResponse>(
        { queryKey: [...vendorKeys.all, 'calendar', listingId] },
        (current) =>
          current && {
            ...current,
            days: current.days.map((d) =>
              d.day === day
                ? {
                    ...d,
                    blocked,
                    status: blocked
                      ? 'blocked'
                      : d.held + d.booked >= (current.dailyCapacity ?? 1)
                        ? 'full'
                        : 'free',
                  }
                : d,
            ),
          },
      );
    },
    onError: (error) => toast.error(errorText(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...vendorKeys.all, 'calendar', listingId] }),
        // The calendar of all the vendor's listings shows the same day.
        queryClient.invalidateQueries({ queryKey: vendorKeys.shopCalendars() }),
      ]),
  });
}
