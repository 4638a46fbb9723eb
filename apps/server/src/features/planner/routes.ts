// The Smart Planner's price tables: public to read, admins change prices.
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { changePlannerPrices, type PlannerDeps, plannerCatalogue } from './service.ts';

export const plannerRoutes: FastifyPluginAsyncZod<PlannerDeps> = async (app, deps) => {
  route(app, planner.catalogue, { access: 'public' }, async () => plannerCatalogue(deps));

  route(app, planner.changePrices, { access: 'admin' }, async (request) =>
    changePlannerPrices(deps, signedInUser(request).id, request.body),
  );
};
