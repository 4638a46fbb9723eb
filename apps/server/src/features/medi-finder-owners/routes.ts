// /api/v1/md/my-places: a vendor's own pharmacies and diagnostic centres. HTTP only; the rules are in service.ts.
import { errorBody } from '@sherehe/core/api/errors';
import {
  createPlaceBody,
  ownedPlaceResponse,
  ownedPlacesResponse,
  placeIdParams,
  updatePlaceBody,
} from '@sherehe/core/api/medi-finder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { editMyPlace, listMyPlaces, type MediFinderOwnersDeps, registerPlace } from './service.ts';

const vendor = { access: 'vendor' as const };
const tags = ['medi-finder owners'];
export const mediFinderOwnerRoutes: FastifyPluginAsyncZod<MediFinderOwnersDeps> = async (app, deps) => {
  app.get(
    '/md/my-places',
    {
      config: vendor,
      schema: {
        tags,
        summary: "The caller's pharmacies and diagnostic centres, newest first, with status and subscription",
        response: { 200: ownedPlacesResponse },
      },
    },
    async (request) => listMyPlaces(deps, signedInUser(request).id),
  );

  app.post(
    '/md/my-places',
    {
      config: { ...vendor, refusals: { 400: ['vendor.phone_invalid'] } },
      schema: {
        tags,
        summary: 'Register a place; it stays pending (not public) until an admin verifies it; audited',
        body: createPlaceBody,
        response: { 201: ownedPlaceResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const place = await registerPlace(deps, signedInUser(request).id, request.body);
      return reply.code(201).send({ place });
    },
  );

  app.put(
    '/md/my-places/:id',
    {
      config: {
        ...vendor,
        refusals: {
          400: ['vendor.phone_invalid'],
          404: ['finder.place_not_found'],
          422: ['finder.offerings_unknown'],
        },
      },
      schema: {
        tags,
        summary: "Edit one of the caller's places (its kind stays); its status stays as it was; audited",
        params: placeIdParams,
        body: updatePlaceBody,
        response: { 200: ownedPlaceResponse, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      place: await editMyPlace(deps, signedInUser(request).id, request.params.id, request.body),
    }),
  );
};
