// Dates of listings: the public calendar of a listing, and the vendor's calendar of their own with blocked days.
import { availabilityEndpoints as availability } from '@sherehe/core/api/availability-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import {
  type AvailabilityDeps,
  publicAvailability,
  setBlockedDays,
  shopCalendar,
  vendorCalendar,
} from './service.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityDeps> = async (app, deps) => {
  route(app, availability.listing, { access: 'public' }, async (request) =>
    publicAvailability(deps, request.params.id, request.query),
  );

  route(app, availability.vendorCalendar, { access: 'vendor' }, async (request) =>
    vendorCalendar(deps, signedInUser(request).id, request.params.id, request.query),
  );

  route(app, availability.shopCalendar, { access: 'vendor' }, async (request) =>
    shopCalendar(deps, signedInUser(request).id, request.query),
  );

  route(app, availability.blockDay, { access: 'vendor' }, async (request) => {
    await setBlockedDays(deps, signedInUser(request).id, request.params.id, {
      block: [request.params.day],
    });
    return null;
  });

  route(app, availability.unblockDay, { access: 'vendor' }, async (request) => {
    await setBlockedDays(deps, signedInUser(request).id, request.params.id, {
      unblock: [request.params.day],
    });
    return null;
  });

  route(app, availability.setBlockedDays, { access: 'vendor', bodyLimit: 16 * 1024 }, async (request) => {
    await setBlockedDays(deps, signedInUser(request).id, request.params.id, request.body);
    return null;
  });
};
