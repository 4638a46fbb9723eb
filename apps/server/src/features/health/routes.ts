import { healthResponse, readyResponse } from '@sherehe/core/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Drain } from '../../platform/drain.ts';
import { publicRoute } from '../../platform/route-access.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; drain: Drain }> = async (
  app,
  { database, drain },
) => {
  app.get(
    '/health',
    {
      config: publicRoute,
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: publicRoute,
      schema: {
        tags: ['health'],
        summary: 'The database answers and the instance is not leaving (503 otherwise)',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      // Leaving: the load balancer is to stop sending requests here, while those it still sends are served.
      if (drain.draining) return reply.status(503).send({ status: 'draining', database: 'up' });
      try {
        await database.ping();
        return { status: 'ready' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database does not answer');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
