// GET /api/v1/admin/reconciliation?day= and its CSV export: admins only. HTTP only: rules in service.ts.
import { reconciliationEndpoints as reconciliation } from '@sherehe/core/api/reconciliation-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../platform/endpoint-route.ts';
import { reconcileDay, reconciliationCsv } from './service.ts';

export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  route(app, reconciliation.day, { access: 'admin' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reconcileDay(deps.db, request.query.day);
  });

  route(app, reconciliation.export, { access: 'admin' }, async (request, reply) => {
    const report = await reconcileDay(deps.db, request.query.day);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="reconciliation-${report.day}.csv"`)
      .header('cache-control', 'no-store')
      .send(reconciliationCsv(report));
  });
};
