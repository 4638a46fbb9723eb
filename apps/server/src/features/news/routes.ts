// /api/v1/public/news…: the published posts, newest first, and one post by its address, for anyone. HTTP only; the
// rules are in public-service.ts.
import { newsEndpoints as news } from '@sherehe/core/api/news-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { listPublishedNews, publishedNewsPost } from './public-service.ts';
import type { NewsDeps } from './service.ts';

export const newsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, deps) => {
  route(app, news.publicList, { access: 'public' }, async (request) =>
    listPublishedNews(deps, request.query),
  );

  route(app, news.publicPost, { access: 'public' }, async (request) =>
    publishedNewsPost(deps, request.params.slug, request.query.lang),
  );
};
