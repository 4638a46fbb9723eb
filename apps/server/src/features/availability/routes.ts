// Dates of listings: the public calendar of a listing, and the vendor's calendar of their own with blocked days.
import {
  availabilityQuery,
  availabilityResponse,
  blockedDayParams,
  blockedDaysBody,
  SHOP_CALENDAR_RANGE_MAX_DAYS,
  shopCalendarQuery,
  shopCalendarResponse,
  vendorCalendarResponse,
} from '@sherehe/core/api/availability';
import { listingIdParams } from '@sherehe/core/api/catalogue';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
import {
  type AvailabilityDeps,
  publicAvailability,
  setBlockedDays,
  shopCalendar,
  vendorCalendar,
} from './service.ts';

const vendor = { access: 'vendor' as const };
const rangeRefusals = ['booking.date_invalid', 'booking.range_backwards', 'booking.range_too_long'] as const;
const blockRefusals = {
  400: ['booking.date_invalid' as const],
  404: ['vendor.listing_not_found' as const],
  422: ['booking.no_calendar' as const, 'booking.day_past' as const],
};

export const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityDeps> = async (app, deps) => {
  app.get(
    '/listings/:id/availability',
    {
      config: {
        ...publicRoute,
        refusals: { 400: [...rangeRefusals], 404: ['catalogue.listing_unavailable'] },
      },
      schema: {
        tags: ['catalogue'],
        summary:
          'Per day from `from` to `to` (at most 92 days; six weeks from today by default): free, full, blocked or past',
        params: listingIdParams,
        querystring: availabilityQuery,
        response: { 200: availabilityResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => publicAvailability(deps, request.params.id, request.query),
  );

  app.get(
    '/vendor/listings/:id/calendar',
    {
      config: { ...vendor, refusals: { 400: [...rangeRefusals], 404: ['vendor.listing_not_found'] } },
      schema: {
        tags: ['vendor area'],
        summary: 'The calendar of one of your listings: blocked days, held and booked counts per day',
        params: listingIdParams,
        querystring: availabilityQuery,
        response: { 200: vendorCalendarResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => vendorCalendar(deps, signedInUser(request).id, request.params.id, request.query),
  );

  app.get(
    '/vendor/calendar',
    {
      config: { ...vendor, refusals: { 400: [...rangeRefusals] } },
      schema: {
        tags: ['vendor area'],
        summary: `The calendar of all your service listings, this month unless \`from\` and \`to\` say otherwise (at most ${SHOP_CALENDAR_RANGE_MAX_DAYS} days): per day the listings blocked, held by a checkout waiting for payment, or booked, with their orders`,
        querystring: shopCalendarQuery,
        response: { 200: shopCalendarResponse, 400: errorBody },
      },
    },
    async (request) => shopCalendar(deps, signedInUser(request).id, request.query),
  );

  app.put(
    '/vendor/listings/:id/blocked-days/:day',
    {
      config: { ...vendor, refusals: blockRefusals },
      schema: {
        tags: ['vendor area'],
        summary: 'Block a day of your service listing: no new bookings that day (existing ones stand)',
        params: blockedDayParams,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await setBlockedDays(deps, signedInUser(request).id, request.params.id, {
        block: [request.params.day],
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/vendor/listings/:id/blocked-days/:day',
    {
      config: { ...vendor, refusals: blockRefusals },
      schema: {
        tags: ['vendor area'],
        summary: 'Open a blocked day of your service listing again',
        params: blockedDayParams,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await setBlockedDays(deps, signedInUser(request).id, request.params.id, {
        unblock: [request.params.day],
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vendor/listings/:id/blocked-days',
    {
      config: { ...vendor, refusals: blockRefusals },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['vendor area'],
        summary: 'Block and unblock several days at once (a day in both lists is blocked)',
        params: listingIdParams,
        body: blockedDaysBody,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await setBlockedDays(deps, signedInUser(request).id, request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
