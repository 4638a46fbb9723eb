// Dates of listings: the public calendar of a listing, and the vendor's calendars with blocked days
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

const rangeRefusals = ['booking.date_invalid', 'booking.range_backwards', 'booking.range_too_long'] as const;
const blockRefusals = {
  400: ['booking.date_invalid'],
  404: ['vendor.listing_not_found'],
  422: ['booking.no_calendar', 'booking.day_past'],
} as const;

export const availabilityEndpoints = endpoints<typeof import('./availability.ts')>()('availability', {
  listing: {
    method: 'GET',
    path: '/listings/:id/availability',
    summary:
      'Per day from `from` to `to` (at most 92 days; six weeks from today by default): free, full, blocked or past',
    params: 'listingIdParams',
    query: 'availabilityQuery',
    response: 'availabilityResponse',
    refusals: { 400: rangeRefusals, 404: ['catalogue.listing_unavailable'] },
  },
  vendorCalendar: {
    method: 'GET',
    path: '/vendor/listings/:id/calendar',
    summary: 'The calendar of one of your listings: blocked days, held and booked counts per day',
    params: 'listingIdParams',
    query: 'availabilityQuery',
    response: 'vendorCalendarResponse',
    refusals: { 400: rangeRefusals, 404: ['vendor.listing_not_found'] },
  },
  shopCalendar: {
    method: 'GET',
    path: '/vendor/calendar',
    // 42 days: SHOP_CALENDAR_RANGE_MAX_DAYS of availability.ts (this file holds no value of that module).
    summary:
      'The calendar of all your service listings, this month unless `from` and `to` say otherwise (at most 42 days): per day the listings blocked, held by a checkout waiting for payment, or booked, with their orders',
    query: 'shopCalendarQuery',
    response: 'shopCalendarResponse',
    refusals: { 400: rangeRefusals },
  },
  blockDay: {
    method: 'PUT',
    path: '/vendor/listings/:id/blocked-days/:day',
    summary: 'Block a day of your service listing: no new bookings that day (existing ones stand)',
    params: 'blockedDayParams',
    response: null,
    status: 204,
    refusals: blockRefusals,
  },
  unblockDay: {
    method: 'DELETE',
    path: '/vendor/listings/:id/blocked-days/:day',
    summary: 'Open a blocked day of your service listing again',
    params: 'blockedDayParams',
    response: null,
    status: 204,
    refusals: blockRefusals,
  },
  setBlockedDays: {
    method: 'POST',
    path: '/vendor/listings/:id/blocked-days',
    summary: 'Block and unblock several days at once (a day in both lists is blocked)',
    params: 'listingIdParams',
    body: 'blockedDaysBody',
    response: null,
    status: 204,
    refusals: blockRefusals,
  },
});
