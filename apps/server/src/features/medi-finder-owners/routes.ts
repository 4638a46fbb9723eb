// /api/v1/md/my-places: a vendor's own pharmacies and diagnostic centres. HTTP only; the rules are in service.ts.
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { editMyPlace, listMyPlaces, type MediFinderOwnersDeps, registerPlace } from './service.ts';

const vendor = { access: 'vendor' as const };

export const mediFinderOwnerRoutes: FastifyPluginAsyncZod<MediFinderOwnersDeps> = async (app, deps) => {
  route(app, md.myPlaces, vendor, async (request) => listMyPlaces(deps, signedInUser(request).id));

  // Answered 201 (the descriptor's status).
  route(app, md.registerPlace, vendor, async (request) => ({
    place: await registerPlace(deps, signedInUser(request).id, request.body),
  }));

  route(app, md.editPlace, vendor, async (request) => ({
    place: await editMyPlace(deps, signedInUser(request).id, request.params.id, request.body),
  }));
};
