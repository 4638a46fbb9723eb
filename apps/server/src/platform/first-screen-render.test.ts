// The server draws a landing page's first screen with the web build's renderer and the API's own answers, and a
// renderer that fails or dawdles costs the page nothing but its drawing. The renderer here is a stand-in that shows
// what it was given; the real one is the web app's (e2e checks the pages it draws).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FirstScreensManifest } from '@sherehe/core/first-screen';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { buildUser } from '../../test/factories.ts';
import { buildListing } from '../../test/marketplace-factories.ts';
import { eventCardTypes, guestCards } from '../db/schema/cards.ts';
import { eventGuests } from '../db/schema/guests.ts';
import { listings } from '../db/schema/marketplace.ts';
import { buildEvent } from '../features/events/event-test-data.ts';

const manifest: FirstScreensManifest = {
  screens: [
    {
      pattern: '/event-planners/services',
      modules: ['/assets/services-page-1.js'],
      namespaces: ['common'],
      data: [{ path: '/api/v1/categories' }],
    },
    {
      pattern: '/event-planners/products/:id',
      modules: ['/assets/product-page-1.js'],
      namespaces: ['common'],
      data: [{ path: '/api/v1/listings/:id' }],
    },
    { pattern: '/medi-finder', modules: [], namespaces: ['common'], data: [] },
    {
      pattern: '/event-planners/e/:code',
      modules: ['/assets/event-public-page-1.js'],
      namespaces: ['common'],
      data: [{ path: '/api/v1/public/events/:code' }],
      appOnIntent: true,
    },
    {
      pattern: '/event-planners/c/:token',
      modules: [],
      namespaces: ['common'],
      data: [{ path: '/api/v1/public/cards/:token' }],
      languageFrom: 'event.language',
    },
  ],
  strings: { en: { common: {} }, sw: { common: {} } },
};

// Draws what it was given, and counts its drawings; fails for one address and never finishes for another.
const renderer = `
let drawings = 0;
export async function renderFirstScreen({ url, language, answers }) {
  if (url.includes('broken')) throw new Error('a component failed');
  if (url.includes('slow')) return new Promise(() => {});
  drawings++;
  return '<link rel="preload" as="image" href="/media/cover/640.webp"/><main data-url="' + url + '" data-language="' + language + '" data-drawing="' + drawings + '">' +
    Object.keys(answers).join(',') + ' $&</main>';
}`;
const drawing = (html: string) => /data-drawing="(\d+)"/.exec(html)?.[1];

const answers = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('first screens drawn on the server', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let dist: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sherehe-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await mkdir(path.join(dist, '.ssr'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Sherehe</title>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
    );
    await writeFile(path.join(dist, '.vite/first-screens.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, '.ssr/entry-server.js'), renderer);
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("draws a landing page in the visitor's language from the API's answers, and carries those answers", async () => {
    const listing = await buildListing(t.db, { title: 'Ukumbi wa Bahari' });
    const res = await page(`/event-planners/products/${listing.id}`, { cookie: 'sherehe.lang=sw' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" data-server-rendered><main data-url="/event-planners/products/${listing.id}" data-language="sw"`,
    );
    expect(res.body).toContain(`>/api/v1/listings/${listing.id} $&</main></div>`);
    // The drawing's resource hints go first in the head, ahead of the app's code.
    expect(res.body).toMatch(
      /<title>Sherehe<\/title>\n\s*<link rel="preload" as="image" href="\/media\/cover\/640.webp"\/>/,
    );
    expect(res.body.match(/\/media\/cover\/640.webp/g)).toHaveLength(1);
    const api = await t.app.inject({ url: `/api/v1/listings/${listing.id}` });
    expect(answers(res.body)).toEqual({ [`/api/v1/listings/${listing.id}`]: api.json() });
    expect(answers(res.body)[`/api/v1/listings/${listing.id}`].title).toBe('Ukumbi wa Bahari');
    // The data is in the page: nothing to preload.
    expect(res.body).not.toContain('as="fetch"');
    // Its code is named as data, for the page to ask for once the drawing has painted.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain(
      '<script type="application/json" id="first-code">["/assets/product-page-1.js"]</script>',
    );
  });

  it("marks a page whose code waits for the visitor's first sign of use", async () => {
    const host = await buildUser(t.db);
    const event = await buildEvent(t.db, host.id);
    const res = await page(`/event-planners/e/${event.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" data-server-rendered data-app-on-intent><main data-url="/event-planners/e/${event.code}"`,
    );
    expect(Object.keys(answers(res.body))).toEqual([`/api/v1/public/events/${event.code}`]);
    expect(res.body).toContain(
      '<script type="application/json" id="first-code">["/assets/event-public-page-1.js"]</script>',
    );
  });

  it("draws an invitation card in its event's language for a visitor who chose none, in theirs for one who did", async () => {
    const host = await buildUser(t.db);
    const event = await buildEvent(t.db, host.id, { language: 'sw' });
    const [guest] = await t.db
      .insert(eventGuests)
      .values({ eventId: event.id, name: 'Bi Mwanaidi' })
      .returning();
    const [type] = await t.db
      .insert(eventCardTypes)
      .values({ eventId: event.id, name: 'Single', seats: 1, rule: 'now' })
      .returning();
    const token = 'kadi-ya-mwanaidi-0123456789abcdef';
    await t.db.insert(guestCards).values({
      eventId: event.id,
      guestId: guest?.id ?? '',
      typeId: type?.id ?? '',
      code: 'KADI2345',
      token,
      seats: 1,
      status: 'sent',
    });
    const english = { 'accept-language': 'en-GB,en;q=0.9' };
    const swahili = await page(`/event-planners/c/${token}`, english);
    expect(swahili.body).toContain('<html lang="sw">');
    expect(swahili.body).toContain('data-language="sw"');
    const chosen = await page(`/event-planners/c/${token}`, { ...english, cookie: 'sherehe.lang=en' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toContain('data-language="en"');
    // Any other page still follows the browser.
    expect((await page('/medi-finder', english)).body).toContain('<html lang="en">');
  });

  it('draws a page again only when its answers or language changed', async () => {
    const listing = await buildListing(t.db, { title: 'Keki ya harusi' });
    const url = `/event-planners/products/${listing.id}`;
    const first = drawing((await page(url)).body);
    expect(drawing((await page(url)).body)).toBe(first);
    expect(drawing((await page(url, { cookie: 'sherehe.lang=sw' })).body)).not.toBe(first);
    await t.db.update(listings).set({ title: 'Keki ya send-off' }).where(eq(listings.id, listing.id));
    const changed = (await page(url)).body;
    expect(answers(changed)[`/api/v1/listings/${listing.id}`].title).toBe('Keki ya send-off');
    expect(drawing(changed)).not.toBe(first);
  });

  it("draws a page again on a new day in Tanzania: a date field's first day is in the drawing", async () => {
    const listing = await buildListing(t.db, { title: 'Ukumbi wa Mnazi Mmoja' });
    const url = `/event-planners/products/${listing.id}`;
    const today = drawing((await page(url)).body);
    expect(drawing((await page(url)).body)).toBe(today);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 });
    try {
      expect(drawing((await page(url)).body)).not.toBe(today);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves out an answer that was not a success, and asks for nothing with a query string', async () => {
    const missing = await page('/event-planners/products/00000000-0000-4000-8000-000000000000');
    // A product that does not exist is a missing page, as an unknown address is: the app says so, answered 404.
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('data-server-rendered');
    expect((await page('/event-planners/products/not-an-id')).statusCode).toBe(404);
    expect((await page('/event-planners/services')).statusCode).toBe(200);
    expect(answers(missing.body)).toEqual({});

    const searched = await page('/event-planners/services?q=keki');
    expect(searched.body).toContain('<main data-url="/event-planners/services?q=keki" data-language="en"');
    expect(answers(searched.body)).toEqual({});
  });

  it('sends any other page undrawn', async () => {
    const res = await page('/event-planners/cart');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('first-answers');
  });

  it('sends the page undrawn, with its data preloaded, when drawing fails or takes too long', async () => {
    for (const url of ['/event-planners/products/broken', '/event-planners/products/slow']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/v1/listings/`);
      expect(res.body, url).not.toContain('first-answers');
    }
  });

  it("does not serve the server's renderer as a file of the site", async () => {
    expect((await t.app.inject({ url: '/.ssr/entry-server.js' })).statusCode).toBe(404);
  });
});
