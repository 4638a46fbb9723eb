// The finder's public endpoints (specification section 7), with the paths and record fields its client reads.
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { getPlace, listNearby, listPlaces, type MediFinderDeps, myRating, ratePlace } from './service.ts';

export const mediFinderRoutes: FastifyPluginAsyncZod<MediFinderDeps> = async (app, deps) => {
  route(app, md.pharmacies, { access: 'public' }, async (request) =>
    listPlaces(deps, 'pharmacy', request.query),
  );
  route(app, md.pharmaciesNearby, { access: 'public' }, async (request) =>
    listNearby(deps, 'pharmacy', request.query),
  );
  route(app, md.pharmacy, { access: 'public' }, async (request) =>
    getPlace(deps, 'pharmacy', request.params.id),
  );

  route(app, md.diagnosticCenters, { access: 'public' }, async (request) =>
    listPlaces(deps, 'diagnostic_center', request.query),
  );
  route(app, md.diagnosticCentersNearby, { access: 'public' }, async (request) =>
    listNearby(deps, 'diagnostic_center', request.query),
  );
  route(app, md.diagnosticCenter, { access: 'public' }, async (request) =>
    getPlace(deps, 'diagnostic_center', request.params.id),
  );

  route(app, md.myRating, { access: 'user' }, async (request) =>
    myRating(deps, signedInUser(request).id, request.params.id),
  );

  route(app, md.ratePlace, { access: 'user' }, async (request) =>
    ratePlace(deps, signedInUser(request).id, request.params.id, request.body.stars),
  );
};
