// The Smart Planner's venue search: real places from OpenStreetMap, public like the catalogue.
import { errorBody } from '@sherehe/core/api/errors';
import { venueSearchQuery, venueSearchResponse } from '@sherehe/core/api/venues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../platform/rate-limit.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { createVenueSearch, type VenueSearchOptions } from './service.ts';

export const venueRoutes: FastifyPluginAsyncZod<VenueSearchOptions> = async (app, options) => {
  const venues = createVenueSearch(options, app.log);
  app.addHook('onClose', () => venues.close());

  app.get(
    '/venues/search',
    {
      config: { ...publicRoute, refusals: { 429: ['request.too_many'], 503: ['venues.map_unavailable'] } },
      schema: {
        tags: ['planner'],
        summary: 'Hotels, halls or wedding venues of a city, from OpenStreetMap (cached for a day)',
        querystring: venueSearchQuery,
        response: { 200: venueSearchResponse, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request) => venues.search(request.query, clientAddress(request)),
  );
};
