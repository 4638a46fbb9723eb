// GET /api/v1/admin/overview: the dashboard's figures, for admins who passed the second step (config.access).
import {
  type AdminOverview,
  adminOverviewQuery,
  adminOverview as overviewBody,
} from '@sherehe/core/api/admin-overview';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createAnswerKeeper } from './answer-keeper.ts';
import { adminOverview, OVERVIEW_KEEP_MS } from './service.ts';

export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const deps = { db, keeper: createAnswerKeeper<AdminOverview>({ keepMs: OVERVIEW_KEEP_MS }) };
  app.get(
    '/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The last 30 days by Dar es Salaam day (orders, sales, pledges, new accounts and shops), payment outcomes, and what waits for a decision; kept 30 s per app instance unless fresh=true',
        querystring: adminOverviewQuery,
        response: { 200: overviewBody, 400: errorBody },
      },
    },
    async (request, reply) => {
      // Figures about people's money and accounts: no shared cache may keep them.
      reply.header('cache-control', 'no-store');
      return adminOverview(deps, { fresh: request.query.fresh === 'true' });
    },
  );
};
