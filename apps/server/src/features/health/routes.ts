import { healthEndpoints as health } from '@sherehe/core/api/health-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Drain } from '../../platform/drain.ts';
import { route } from '../../platform/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; drain: Drain }> = async (
  app,
  { database, drain },
) => {
  route(app, health.health, { access: 'public' }, async () => ({ status: 'ok' as const }));

  route(app, health.ready, { access: 'public' }, async (request, reply) => {
    // Leaving: the load balancer is to stop sending requests here, while those it still sends are served.
    if (drain.draining) return reply.status(503).send({ status: 'draining', database: 'up' });
    try {
      await database.ping();
      return { status: 'ready' as const, database: 'up' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database does not answer');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
