// METRICS_PORT: /metrics on a listener of its own (node:http, nothing else served), so the app's port need not expose
// it; it asks for METRICS_TOKEN too when one is set. main.ts opens it beside the app and closes it on shutdown.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from '../errors.ts';
import { loggedPath } from '../request-log.ts';
import type { Metrics } from './metrics.ts';
import { presentsToken, TOKEN_CHALLENGE } from './metrics-routes.ts';

export type MetricsListener = { port: number; close(): Promise<void> };

const JSON_TYPE = 'application/json; charset=utf-8';

export async function listenForMetrics(
  metrics: Pick<Metrics, 'scrape' | 'contentType'>,
  options: { host: string; port: number; token?: string | undefined; log: FastifyBaseLogger },
): Promise<MetricsListener> {
  const { host, port, token, log } = options;
  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response
        .writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers })
        .end(method === 'HEAD' ? undefined : body);
    };
    const path = loggedPath(request.url ?? '/');
    if (path !== '/metrics' || (method !== 'GET' && method !== 'HEAD')) {
      send(404, JSON_TYPE, JSON.stringify(errorBody('not_found', 'request.no_route', { method, path })));
      return;
    }
    if (token !== undefined && !presentsToken(request.headers.authorization, token)) {
      send(401, JSON_TYPE, JSON.stringify(errorBody('unauthorized', 'metrics.token_required')), {
        'www-authenticate': TOKEN_CHALLENGE,
      });
      return;
    }
    metrics.scrape().then(
      (text) => send(200, metrics.contentType, text),
      (error: unknown) => {
        log.error({ err: error }, 'the metrics could not be written');
        send(500, JSON_TYPE, JSON.stringify(errorBody('internal', 'server.internal')));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        // A scrape under way is answered; a scraper's kept-alive connection is not waited for.
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
