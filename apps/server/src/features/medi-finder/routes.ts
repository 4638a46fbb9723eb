// The finder's public endpoints (specification section 7), with the paths and record fields its client reads.
import { errorBody } from '@sherehe/core/api/errors';
import {
  diagnosticCenterListResponse,
  diagnosticCenterRecord,
  finderListQuery,
  finderNearbyQuery,
  myPlaceRatingResponse,
  type PlaceKind,
  pharmacyListResponse,
  pharmacyRecord,
  placeIdParams,
  placeRatingResponse,
  ratePlaceBody,
} from '@sherehe/core/api/medi-finder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { getPlace, listNearby, listPlaces, type MediFinderDeps, myRating, ratePlace } from './service.ts';

const kinds = [
  {
    kind: 'pharmacy',
    path: '/md/pharmacies',
    plural: 'pharmacies',
    list: pharmacyListResponse,
    record: pharmacyRecord,
  },
  {
    kind: 'diagnostic_center',
    path: '/md/diagnostic-centers',
    plural: 'diagnostic centres',
    list: diagnosticCenterListResponse,
    record: diagnosticCenterRecord,
  },
] as const;

export const mediFinderRoutes: FastifyPluginAsyncZod<MediFinderDeps> = async (app, deps) => {
  for (const { kind, path, plural, list, record } of kinds) {
    app.get(
      `${path}/fetch`,
      {
        config: { ...publicRoute, refusals: { 400: ['page.cursor_invalid'] } },
        schema: {
          tags: ['medi-finder'],
          summary: `Listed ${plural} by name, a page at a time`,
          querystring: finderListQuery,
          response: { 200: list, 400: errorBody },
        },
      },
      async (request) => listPlaces(deps, kind as PlaceKind, request.query),
    );

    app.get(
      `${path}/fetch-nearby`,
      {
        config: { ...publicRoute, refusals: { 400: ['page.cursor_invalid'] } },
        schema: {
          tags: ['medi-finder'],
          summary: `Listed ${plural} within radius metres of lat/long, nearest first, with their distance`,
          querystring: finderNearbyQuery,
          response: { 200: list, 400: errorBody },
        },
      },
      async (request) => listNearby(deps, kind as PlaceKind, request.query),
    );

    app.get(
      `${path}/:id`,
      {
        config: { ...publicRoute, refusals: { 404: ['finder.place_not_found'] } },
        schema: {
          tags: ['medi-finder'],
          summary: `One listed ${kind === 'pharmacy' ? 'pharmacy' : 'diagnostic centre'}`,
          params: placeIdParams,
          response: { 200: record, 404: errorBody },
        },
      },
      async (request) => getPlace(deps, kind as PlaceKind, request.params.id),
    );
  }

  app.get(
    '/md/places/:id/rating',
    {
      config: { access: 'user', refusals: { 404: ['finder.place_not_found'] } },
      schema: {
        tags: ['medi-finder'],
        summary: "The caller's own stars for a listed place, null before they rate it",
        params: placeIdParams,
        response: { 200: myPlaceRatingResponse, 404: errorBody },
      },
    },
    async (request) => myRating(deps, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/md/places/:id/rating',
    {
      config: {
        access: 'user',
        refusals: { 403: ['finder.own_place_rating'], 404: ['finder.place_not_found'] },
      },
      schema: {
        tags: ['medi-finder'],
        summary: 'Rate a listed pharmacy or diagnostic centre from 1 to 5 stars; rating again replaces it',
        params: placeIdParams,
        body: ratePlaceBody,
        response: { 200: placeRatingResponse, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ratePlace(deps, signedInUser(request).id, request.params.id, request.body.stars),
  );
};
