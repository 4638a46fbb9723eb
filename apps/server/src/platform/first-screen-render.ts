// Draws a landing page's first screen on the server (decision 022), with the web build's own copy of the app
// (dist/.ssr/entry-server.js, from apps/web/src/entry-server.tsx) and the API's own answers, so a phone paints the
// page from the HTML instead of after the app's code has arrived and run. Whatever goes wrong here, the page is
// still sent, undrawn, as before: the app then draws it in the browser.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import type { FirstAnswers } from '@sherehe/core/first-screen';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderedScreen } from './first-screen-hints.ts';

type Language = 'en' | 'sw';
type EntryServer = {
  renderFirstScreen: (input: { url: string; language: Language; answers: FirstAnswers }) => Promise<string>;
};

/** Longer than this and the page goes out undrawn: a slow drawing must not hold up the page itself. */
const RENDER_PATIENCE_MS = 2_000;
/**
 * Drawings kept, the least recently used dropped first. A drawing depends only on the address, the language, the
 * answers and the day in Tanzania (a date field's first and last day), so a popular page costs its API answers
 * (themselves cached) and a lookup, not a render (20–35 ms of CPU). The app hydrates a drawing without correcting its
 * attributes, so yesterday's drawing must not be sent today.
 */
const DRAWINGS_KEPT = 100;

export type FirstScreenRenderer = (input: {
  url: string;
  /** The language to draw in, which may depend on the answers (an invitation card's event's language). */
  language: (answers: FirstAnswers) => Language;
  requests: string[];
}) => Promise<RenderedScreen | null>;

/** A renderer over the build in `distDir`, or null for a build without the server's copy (or no build). */
export function firstScreenRenderer(
  app: FastifyInstance,
  distDir: string,
  log: FastifyBaseLogger,
): FirstScreenRenderer | null {
  const entryFile = path.join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  // Loaded with the first page asked for, not at start-up (it is most of a megabyte of code).
  let entry: Promise<EntryServer> | undefined;
  let warned = false;
  const drawings = new LRUCache<string, string>({ max: DRAWINGS_KEPT });
  return async ({ url, language, requests }) => {
    try {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
      const { answers, missing } = await apiAnswers(app, requests);
      const drawnIn = language(answers);
      const key = createHash('sha256')
        .update(JSON.stringify([url, drawnIn, answers, todayInTanzania()]))
        .digest('base64');
      let markup = drawings.get(key);
      if (markup === undefined) {
        const { renderFirstScreen } = await entry;
        markup = await withPatience(renderFirstScreen({ url, language: drawnIn, answers }));
        drawings.set(key, markup);
      }
      return { markup, answers, missing, language: drawnIn };
    } catch (error) {
      // Once per process at warn: the same fault would otherwise fill the log with every page view.
      if (!warned)
        log.warn({ err: error, url }, 'the first screen could not be drawn on the server; sent undrawn');
      warned = true;
      return null;
    }
  };
}

/**
 * The API's answers to the page's first requests, asked in-process: the ones that succeeded, and whether any said
 * that what it asked for does not exist.
 */
async function apiAnswers(
  app: FastifyInstance,
  requests: string[],
): Promise<{ answers: FirstAnswers; missing: boolean }> {
  const responses = await Promise.all(
    requests.map(async (url) => ({
      url,
      response: await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } }),
    })),
  );
  return {
    answers: Object.fromEntries(
      responses
        .filter(({ response }) => response.statusCode === 200)
        .map(({ url, response }) => [url, response.json()]),
    ),
    // 400 too: an address whose id is not even one (/products/abc) names nothing either.
    missing: responses.some(({ response }) => response.statusCode === 404 || response.statusCode === 400),
  };
}

function withPatience<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not drawn within ${RENDER_PATIENCE_MS} ms`)),
      RENDER_PATIENCE_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
