// Serves the built single-page app: hashed assets cached for a year, pre-compressed files, index.html for client routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebAppPath } from '@sherehe/core/web-routes';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const STATIC_FILE = /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|webmanifest)$/i;

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true, // the build writes .br and .gz beside each file (scripts/precompress.mjs)
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? LONG_CACHE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const accept = request.headers.accept ?? '*/*';
    // Client routes may contain dots (/services/D.J.); only API paths, build assets and file types we serve are
    // real 404s. Link-preview bots and curl send */*, and a shared event link must still open the app for them.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/assets/') &&
      !STATIC_FILE.test(url) &&
      (accept.includes('text/html') || accept.includes('*/*'));
    if (built && wantsPage) {
      reply.header('cache-control', 'no-cache');
      // An address the app has no page for is still the app (it shows its not-found page), but answered 404, so
      // crawlers, link checkers and monitors see it is missing.
      if (!isWebAppPath(url)) reply.status(404);
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('not_found', 'request.no_route', { method: request.method, path: url }));
  });
}
