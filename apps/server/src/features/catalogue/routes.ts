// The public catalogue: anyone may browse, so every route here is public and reads only what is public.
import {
  categoriesResponse,
  listingDetail,
  listingIdParams,
  listingsQuery,
  listingsResponse,
  vendorIdParams,
  vendorProfile,
} from '@sherehe/core/api/catalogue';
import { errorBody } from '@sherehe/core/api/errors';
import { marketPricesQuery, marketPricesResponse } from '@sherehe/core/api/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyWith } from '../../platform/response-serializer.ts';
import { publicRoute } from '../../platform/route-access.ts';
import {
  type CatalogueDeps,
  getListing,
  getVendorProfile,
  listCategories,
  marketPrices,
  searchListings,
} from './service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  app.get(
    '/categories',
    {
      config: publicRoute,
      schema: {
        tags: ['catalogue'],
        summary: 'Every category with its number of public listings',
        response: { 200: categoriesResponse },
      },
    },
    async () => replyWith(await listCategories(deps)),
  );

  app.get(
    '/listings',
    {
      config: {
        ...publicRoute,
        refusals: { 400: ['catalogue.cursor_invalid', 'catalogue.cursor_other_sort'] },
      },
      schema: {
        tags: ['catalogue'],
        summary: 'Search and filter public listings, a page at a time',
        querystring: listingsQuery,
        response: { 200: listingsResponse, 400: errorBody },
      },
    },
    async (request) => replyWith(await searchListings(deps, request.query)),
  );

  app.get(
    '/listings/price-ranges',
    {
      config: publicRoute,
      schema: {
        tags: ['catalogue', 'planner'],
        summary:
          "What public listings in a city cost for each row of the Smart Planner's tables: count, lowest, median (TZS)",
        querystring: marketPricesQuery,
        response: { 200: marketPricesResponse, 400: errorBody },
      },
    },
    async (request) => replyWith(await marketPrices(deps, request.query.city)),
  );

  app.get(
    '/listings/:id',
    {
      config: { ...publicRoute, refusals: { 404: ['catalogue.listing_unavailable'] } },
      schema: {
        tags: ['catalogue'],
        summary: 'A public listing with its photos and its vendor',
        params: listingIdParams,
        response: { 200: listingDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => getListing(deps, request.params.id),
  );

  app.get(
    '/vendors/:id',
    {
      config: { ...publicRoute, refusals: { 404: ['catalogue.vendor_not_listed'] } },
      schema: {
        tags: ['catalogue'],
        summary: "A vendor's public profile with their listings",
        params: vendorIdParams,
        response: { 200: vendorProfile, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => getVendorProfile(deps, request.params.id),
  );
};
