// /api/v1/admin/md/places: admins verify, hide and subscribe Medi-Finder places. HTTP only; rules in service.ts.
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import {
  type AdminMediFinderDeps,
  endSubscription,
  grantSubscription,
  hidePlace,
  listAdminPlaces,
  verifyPlace,
} from './service.ts';

const admin = { access: 'admin' as const };

export const adminMediFinderRoutes: FastifyPluginAsyncZod<AdminMediFinderDeps> = async (app, deps) => {
  route(app, md.adminPlaces, admin, async (request) => listAdminPlaces(deps, request.query));

  route(app, md.verifyPlace, admin, async (request) => ({
    place: await verifyPlace(deps, signedInUser(request).id, request.params.id),
  }));

  route(app, md.hidePlace, admin, async (request) => ({
    place: await hidePlace(deps, signedInUser(request).id, request.params.id, request.body.reason),
  }));

  route(app, md.grantSubscription, admin, async (request) => ({
    place: await grantSubscription(deps, signedInUser(request).id, request.params.id, request.body),
  }));

  route(app, md.endSubscription, admin, async (request) => ({
    place: await endSubscription(deps, signedInUser(request).id, request.params.id),
  }));
};
