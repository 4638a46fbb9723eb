// /api/v1/public/news…: the published posts, newest first, and one post by its address, for anyone. HTTP only; the
// rules are in public-service.ts.
import { errorBody } from '@sherehe/core/api/errors';
import {
  newsSlugParams,
  publicNewsPage,
  publicNewsPost,
  publicNewsPostQuery,
  publicNewsQuery,
} from '@sherehe/core/api/news';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublishedNews, publishedNewsPost } from './public-service.ts';
import type { NewsDeps } from './service.ts';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, deps) => {
  app.get(
    '/public/news',
    {
      config: { access: 'public', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary:
          'Published posts, newest first, each in the language asked for when written in it, else the other',
        querystring: publicNewsQuery,
        response: { 200: publicNewsPage, 400: errorBody },
      },
    },
    async (request) => listPublishedNews(deps, request.query),
  );

  app.get(
    '/public/news/:slug',
    {
      config: { access: 'public', refusals: { 404: ['news.not_found'] } },
      schema: {
        tags,
        summary: 'One published post by its address (a draft or a scheduled post is not found)',
        params: newsSlugParams,
        querystring: publicNewsPostQuery,
        response: { 200: publicNewsPost, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => publishedNewsPost(deps, request.params.slug, request.query.lang),
  );
};
