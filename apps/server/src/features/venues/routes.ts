// The Smart Planner's venue search: real places from OpenStreetMap, public like the catalogue.
import { venuesEndpoints as venueEndpoints } from '@sherehe/core/api/venues-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { createVenueSearch, type VenueSearchOptions } from './service.ts';

export const venueRoutes: FastifyPluginAsyncZod<VenueSearchOptions> = async (app, options) => {
  const venues = createVenueSearch(options, app.log);
  app.addHook('onClose', () => venues.close());

  route(app, venueEndpoints.search, { access: 'public' }, async (request) =>
    venues.search(request.query, clientAddress(request)),
  );
};
