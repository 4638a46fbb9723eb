import {
  adminListing,
  adminListingParams,
  adminListingsQuery,
  adminListingsResponse,
  moderateListingBody,
} from '@sherehe/core/api/admin-listings';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { type AdminListingsDeps, listListings, moderateListing } from './service.ts';

const admin = { access: 'admin' as const };

export const adminListingRoutes: FastifyPluginAsyncZod<AdminListingsDeps> = async (app, deps) => {
  app.get(
    '/admin/listings',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: "Every listing, newest first, of any status; search by title or the shop's name",
        querystring: adminListingsQuery,
        response: { 200: adminListingsResponse, 400: errorBody },
      },
    },
    async (request) => listListings(deps, request.query),
  );

  app.patch(
    '/admin/listings/:id',
    {
      config: {
        ...admin,
        refusals: {
          404: ['moderation.listing_not_found'],
          409: ['moderation.already_archived', 'moderation.restore_archived_only'],
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Archive a listing with a reason (it leaves the catalogue) or restore it to draft; audited',
        params: adminListingParams,
        body: moderateListingBody,
        response: { 200: adminListing, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => moderateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );
};
