// GET /metrics on the app's own port (outside /api/v1, like /media), for a scraper that presents METRICS_TOKEN; and the
// hooks that time every request and count the 503s of a database in trouble.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isDatabaseTrouble } from '../database-trouble.ts';
import { errorBody } from '../errors.ts';
import { publicRoute } from '../route-access.ts';
import type { Metrics } from './metrics.ts';

/** The route label of a request no route matched (a 404): one series for all, whatever the address. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `token` as a Bearer token, compared in constant time. */
export function presentsToken(authorization: string | undefined, token: string): boolean {
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  // Digests are of equal length whatever was sent, so the comparison says nothing of the token's length either.
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

export const TOKEN_CHALLENGE = 'Bearer realm="metrics"';

/**
 * `timed`: observe each answer in http_request_duration_seconds (only where /metrics is served). Labelled by the
 * route's pattern (/api/v1/listings/:id), never the address asked for, so the series stay few.
 */
export function watchRequests(app: FastifyInstance, metrics: Metrics, { timed }: { timed: boolean }): void {
  if (timed) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
  // Runs before the error handler, which answers these 503 (platform/errors.ts).
  app.addHook('onError', (_request, _reply, error, done) => {
    if (isDatabaseTrouble(error)) metrics.databaseUnavailable.inc();
    done();
  });
}

export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics; token: string }> = async (
  app,
  { metrics, token },
) => {
  app.get(
    '/metrics',
    { config: { ...publicRoute, refusals: { 401: ['metrics.token_required'] } }, schema: { hide: true } },
    async (request, reply) => {
      if (!presentsToken(request.headers.authorization, token)) {
        return reply
          .status(401)
          .header('www-authenticate', TOKEN_CHALLENGE)
          .send(errorBody('unauthorized', 'metrics.token_required'));
      }
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
};
