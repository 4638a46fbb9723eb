// /api/v1/admin/md/places: admins verify, hide and subscribe Medi-Finder places. HTTP only; rules in service.ts.
import { errorBody } from '@sherehe/core/api/errors';
import {
  adminPlaceResponse,
  adminPlacesQuery,
  adminPlacesResponse,
  grantSubscriptionBody,
  hidePlaceBody,
  placeIdParams,
} from '@sherehe/core/api/medi-finder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import {
  type AdminMediFinderDeps,
  endSubscription,
  grantSubscription,
  hidePlace,
  listAdminPlaces,
  verifyPlace,
} from './service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin', 'medi-finder owners'];
const answers = { 200: adminPlaceResponse, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const adminMediFinderRoutes: FastifyPluginAsyncZod<AdminMediFinderDeps> = async (app, deps) => {
  app.get(
    '/admin/md/places',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary:
          'Every pharmacy and diagnostic centre, newest first, of any status; search by name, city, area or owner',
        querystring: adminPlacesQuery,
        response: { 200: adminPlacesResponse, 400: errorBody },
      },
    },
    async (request) => listAdminPlaces(deps, request.query),
  );

  app.post(
    '/admin/md/places/:id/verify',
    {
      config: { ...admin, refusals: { 404: ['finder.place_not_found'], 409: ['finder.already_listed'] } },
      schema: {
        tags,
        summary: 'List a pending or hidden place: the public sees it from now on; audited',
        params: placeIdParams,
        response: answers,
      },
    },
    async (request) => ({ place: await verifyPlace(deps, signedInUser(request).id, request.params.id) }),
  );

  app.post(
    '/admin/md/places/:id/hide',
    {
      config: { ...admin, refusals: { 404: ['finder.place_not_found'], 409: ['finder.already_hidden'] } },
      schema: {
        tags,
        summary: 'Hide a place from the public, with a reason its owner reads; audited',
        params: placeIdParams,
        body: hidePlaceBody,
        response: answers,
      },
    },
    async (request) => ({
      place: await hidePlace(deps, signedInUser(request).id, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/md/places/:id/subscription',
    {
      config: {
        ...admin,
        refusals: { 404: ['finder.place_not_found'], 409: ['finder.subscription_overlap'] },
      },
      schema: {
        tags,
        summary:
          'Add a subscription (Tanzanian days, both included); refused when it overlaps another; audited',
        params: placeIdParams,
        body: grantSubscriptionBody,
        response: answers,
      },
    },
    async (request) => ({
      place: await grantSubscription(deps, signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/md/places/:id/subscription',
    {
      config: {
        ...admin,
        refusals: { 404: ['finder.place_not_found'], 422: ['finder.no_subscription_to_cancel'] },
      },
      schema: {
        tags,
        summary: 'Cancel the subscription running today (or, when none runs, the next one); audited',
        params: placeIdParams,
        response: answers,
      },
    },
    async (request) => ({ place: await endSubscription(deps, signedInUser(request).id, request.params.id) }),
  );
};
