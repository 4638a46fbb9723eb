// GET /api/v1/admin/reconciliation?day= and its CSV export: admins only. HTTP only: rules in service.ts.
import { errorBody } from '@sherehe/core/api/errors';
import {
  reconciliationExportQuery,
  reconciliationQuery,
  reconciliationResponse,
} from '@sherehe/core/api/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reconcileDay, reconciliationCsv } from './service.ts';

const admin = { access: 'admin' as const, refusals: { 400: ['reconciliation.day_invalid'] as const } };

export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get(
    '/admin/reconciliation',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          "One day's collections, refunds and payouts as the provider confirmed them, against the ledger, with every movement whose two sides differ",
        querystring: reconciliationQuery,
        response: { 200: reconciliationResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reconcileDay(deps.db, request.query.day);
    },
  );

  app.get(
    '/admin/reconciliation/export',
    {
      config: {
        ...admin,
        refusals: { 400: ['reconciliation.day_invalid', 'reconciliation.format_invalid'] },
      },
      schema: {
        tags: ['admin'],
        summary: "The day's unexplained movements as CSV (reconciliation-{day}.csv)",
        querystring: reconciliationExportQuery,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('The CSV file'), 400: errorBody },
      },
    },
    async (request, reply) => {
      const report = await reconcileDay(deps.db, request.query.day);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${report.day}.csv"`)
        .header('cache-control', 'no-store')
        .send(reconciliationCsv(report));
    },
  );
};
