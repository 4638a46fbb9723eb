import { adminListingsEndpoints as adminListings } from '@sherehe/core/api/admin-listings-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { type AdminListingsDeps, listListings, moderateListing } from './service.ts';

export const adminListingRoutes: FastifyPluginAsyncZod<AdminListingsDeps> = async (app, deps) => {
  route(app, adminListings.listings, { access: 'admin' }, async (request) =>
    listListings(deps, request.query),
  );

  route(app, adminListings.moderate, { access: 'admin' }, async (request) =>
    moderateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );
};
