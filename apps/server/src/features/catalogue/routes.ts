// The public catalogue: anyone may browse, so every route here is public and reads only what is public.
import { catalogueEndpoints as catalogue } from '@sherehe/core/api/catalogue-endpoints';
import { plannerEndpoints as planner } from '@sherehe/core/api/planner-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { replyWith } from '../../platform/response-serializer.ts';
import {
  type CatalogueDeps,
  getListing,
  getVendorProfile,
  listCategories,
  marketPrices,
  searchListings,
} from './service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  route(app, catalogue.categories, { access: 'public' }, async () => replyWith(await listCategories(deps)));

  route(app, catalogue.listings, { access: 'public' }, async (request) =>
    replyWith(await searchListings(deps, request.query)),
  );

  route(app, planner.marketPrices, { access: 'public' }, async (request) =>
    replyWith(await marketPrices(deps, request.query.city)),
  );

  route(app, catalogue.listing, { access: 'public' }, async (request) => getListing(deps, request.params.id));

  route(app, catalogue.vendor, { access: 'public' }, async (request) =>
    getVendorProfile(deps, request.params.id),
  );
};
