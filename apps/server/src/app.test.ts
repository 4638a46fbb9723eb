import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';

describe('the application shell of the API', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let dist: string;
  const script = `console.log(${JSON.stringify('karibu '.repeat(400))});`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sherehe-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Sherehe</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js'), script);
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite/first-screens.json'),
      JSON.stringify({ screens: [], strings: { en: { common: {} }, sw: { common: {} } } }),
    );
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/health', '/api']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'not_found',
          reason: 'request.no_route',
          params: { method: 'GET', path: url },
          message: expect.stringContaining(url),
        },
      });
    }
  });

  it('serves index.html for client routes without caching it', async () => {
    for (const url of [
      '/',
      '/event-planners/services/catering',
      '/Privacy-Policy',
      '/medi-finder?tab=pharmacies',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('opens the app for client routes with dots and for clients that accept anything', async () => {
    for (const [url, accept] of [
      ['/event-planners/services/D.J.', 'text/html'],
      ['/event-planners/products/42', '*/*'],
      ['/event-planners/event', undefined],
    ] as const) {
      const res = await t.app.inject({ url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/favicon.ico', '/robots.txt', '/assets/app-0000.css']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers 404 with the app (its not-found page) for addresses it has no page for', async () => {
    for (const url of ['/no-such-page', '/event-planners/no-such-page', '/medi-finder/pharmacies/1/2']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/medi-finder/pharmacies/abc', '/event-planners/vendors/42', '/privacy-policy']) {
      expect((await t.app.inject({ url, headers: { accept: 'text/html' } })).statusCode, url).toBe(200);
    }
  });

  it('answers a malformed address with the error shape, and sets protective headers', async () => {
    const bad = await t.app.inject({ url: '/%' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        code: 'validation',
        reason: 'request.bad_address',
        message: 'The address of this request is not valid.',
      },
    });
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and sends the pre-compressed file', async () => {
    const br = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const missing = await t.app.inject({ url: '/assets/gone-000.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    // The build's notes for the server are not the site's files.
    expect((await t.app.inject({ url: '/.vite/first-screens.json' })).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document built from the shared schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const post = doc.paths['/api/v1/vendor-requests'].post;
    expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('request_contact');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    expect(doc.paths).toHaveProperty('/api/v1/ready');
  });

  it('compresses larger JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the error shape and no stack trace', async () => {
    const t = await buildTestApp();
    try {
      // Unknown routes after ready() are refused, so a throwing route is registered on a fresh instance.
      const { buildApp } = await import('./app.ts');
      const app = await buildApp({ config: t.config, database: t.database });
      app.get('/api/v1/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret detail at /srv/app/src/thing.ts:12');
      });
      const res = await app.inject('/api/v1/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: {
          code: 'internal',
          reason: 'server.internal',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
      expect(res.body).not.toContain('secret');
      await app.close();
    } finally {
      await t.close();
    }
  });

  it('answers text the database cannot store (a NUL byte) with a 400, whatever field it came in', async () => {
    const t = await buildTestApp();
    try {
      const { buildApp } = await import('./app.ts');
      const app = await buildApp({ config: t.config, database: t.database });
      app.post('/api/v1/echo', { config: { access: 'public' } }, async (request) => {
        await t.db.execute(sql`select ${(request.body as { text: string }).text}::text`);
        return {};
      });
      const res = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { text: 'a\u0000b' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Use letters, numbers and punctuation only.');
      await app.close();
    } finally {
      await t.close();
    }
  });
});
