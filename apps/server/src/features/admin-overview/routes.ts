// GET /api/v1/admin/overview: the dashboard's figures, for admins who passed the second step (config.access).
import type { AdminOverview } from '@sherehe/core/api/admin-overview';
import { adminOverviewEndpoints as overview } from '@sherehe/core/api/admin-overview-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../platform/endpoint-route.ts';
import { createAnswerKeeper } from './answer-keeper.ts';
import { adminOverview, OVERVIEW_KEEP_MS } from './service.ts';

export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const deps = { db, keeper: createAnswerKeeper<AdminOverview>({ keepMs: OVERVIEW_KEEP_MS }) };
  route(app, overview.get, { access: 'admin' }, async (request, reply) => {
    // Figures about people's money and accounts: no shared cache may keep them.
    reply.header('cache-control', 'no-store');
    return adminOverview(deps, { fresh: request.query.fresh === 'true' });
  });
};
