// Serves the built single-page app: hashed assets cached for a year, pre-compressed files, index.html for client routes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_COOKIE } from '@sherehe/core/first-screen';
import { isWebAppPath } from '@sherehe/core/web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import {
  answeredLanguage,
  chosenLanguage,
  firstRequests,
  matchFirstScreen,
  pageHtml,
  pageLanguage,
  readFirstScreens,
} from './first-screen-hints.ts';
import { firstScreenRenderer } from './first-screen-render.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const STATIC_FILE = /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|webmanifest)$/i;

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(path.join(distDir, 'index.html'));
  // Read once: the build does not change under a running server.
  const indexHtml = built ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  const firstScreens = built ? readFirstScreens(distDir) : null;
  const render = firstScreens ? firstScreenRenderer(app, distDir, app.log) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true, // the build writes .br and .gz beside each file (scripts/precompress.mjs)
      // `/` is a page like any other: sendPage sends it with its first screen's hints (route below).
      index: false,
      // dist/.vite and dist/.ssr hold the build's notes and code for this server (first-screens.json, the app that
      // draws first screens), not files of the site.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? LONG_CACHE : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    const browserLanguage = pageLanguage(cookie, request.headers['accept-language']);
    const search = request.url.slice(pathname.length);
    // A landing page is drawn here, from the answers its first requests get (decision 022); one whose answer names
    // its language (an invitation card) is drawn in it for a visitor who chose none.
    const matched = render ? matchFirstScreen(firstScreens, pathname) : null;
    const requests = matched ? firstRequests(matched, search) : [];
    const rendered =
      render && matched
        ? await render({
            url: request.url,
            language: (answers) =>
              chosenLanguage(cookie) ?? answeredLanguage(matched, requests, answers) ?? browserLanguage,
            requests,
          })
        : null;
    const language = rendered?.language ?? browserLanguage;
    if (rendered?.missing) reply.status(404);
    // Private: a drawn page carries its first answers, and a pledge's page (its link is its key) carries the pledge.
    reply.header('cache-control', 'private, no-cache');
    // The strings inlined and the screen drawn depend on these two.
    reply.header('vary', 'Cookie, Accept-Language');
    return reply
      .type('text/html; charset=utf-8')
      .send(pageHtml(indexHtml, firstScreens, { pathname, search, language, rendered }));
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
      // An address the app has no page for is still the app (it shows its not-found page), but answered 404, so
      // crawlers, link checkers and monitors see it is missing.
      if (!isWebAppPath(url)) reply.status(404);
      return sendPage(request, reply, url);
    }
    return reply
      .status(404)
      .send(errorBody('not_found', 'request.no_route', { method: request.method, path: url }));
  });
}
