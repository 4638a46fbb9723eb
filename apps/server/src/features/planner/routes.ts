// The Smart Planner's price tables: public to read, admins change prices.
import { errorBody } from '@sherehe/core/api/errors';
import { plannerCatalogueResponse, plannerPricesBody } from '@sherehe/core/api/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { changePlannerPrices, type PlannerDeps, plannerCatalogue } from './service.ts';

export const plannerRoutes: FastifyPluginAsyncZod<PlannerDeps> = async (app, deps) => {
  app.get(
    '/planner/catalogue',
    {
      config: publicRoute,
      schema: {
        tags: ['planner'],
        summary: "The Smart Planner's prices: venues by capacity, catering per person, one-off extras (TZS)",
        response: { 200: plannerCatalogueResponse },
      },
    },
    async () => plannerCatalogue(deps),
  );

  app.put(
    '/admin/planner/prices',
    {
      config: {
        access: 'admin',
        refusals: { 409: ['planner.prices_changed'], 422: ['planner.rows_mismatch'] },
      },
      schema: {
        tags: ['admin', 'planner'],
        summary: "New prices for every row of the planner's tables; audited",
        body: plannerPricesBody,
        response: { 200: plannerCatalogueResponse, 400: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => changePlannerPrices(deps, signedInUser(request).id, request.body),
  );
};
