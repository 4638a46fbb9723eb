import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-store.ts';
import { storeImage } from './store-image.ts';
import { testImage } from './test-images.ts';

describe('GET /media/{key}/{width}.webp', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sherehe-data-'));
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves each width as WebP, cached for a year, from DATA_DIR/media', async () => {
    const { storageKey } = await storeImage(t.app.storage, await testImage('jpeg', 1400, 700));
    for (const width of [320, 640, 1280]) {
      const res = await t.app.inject({ url: `/media/${storageKey}/${width}.webp` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/media/${storageKey}/640.webp` });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for unknown keys and widths', async () => {
    const { storageKey } = await storeImage(t.app.storage, await testImage('png', 400, 400));
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000/320.webp',
      `/media/${storageKey}/800.webp`,
      `/media/${storageKey}/320.png`,
      `/media/${storageKey}`,
      `/media/${storageKey.toUpperCase()}/320.webp`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });

  it('never reads outside the media folder', async () => {
    await writeFile(path.join(dataDir, 'secret.webp'), 'TOP-SECRET-BYTES');
    for (const url of [
      '/media/../secret.webp',
      '/media/..%2fsecret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/..%2F..%2Fetc/passwd',
      '/media/....//secret.webp',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd/320.webp',
      '/media/..%5c..%5csecret/320.webp',
      '/media/%00/320.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('TOP-SECRET-BYTES');
    }
  });
});

describe('GET /media from an object store (S3_BUCKET set)', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let store: S3Fake;
  beforeAll(async () => {
    store = await startS3Fake({ buckets: ['sherehe-media'] });
    t = await buildTestApp({ env: store.env('sherehe-media') });
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  it('stores uploads in the bucket and serves them from it', async () => {
    const { storageKey } = await storeImage(t.app.storage, await testImage('png', 700, 400));
    expect(store.keys('sherehe-media')).toEqual(
      [320, 640, 1280].map((width) => `${storageKey}/${width}.webp`).sort(),
    );
    const res = await t.app.inject({ url: `/media/${storageKey}/640.webp` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    expect((await t.app.inject({ url: `/media/${randomUUID()}/640.webp` })).statusCode).toBe(404);
  });

  it('answers 503 with a reason while the store is down, never a 500', async () => {
    const { storageKey } = await storeImage(t.app.storage, await testImage('png', 300, 300));
    store.failNext(3);
    const res = await t.app.inject({ url: `/media/${storageKey}/320.webp` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error).toMatchObject({ code: 'unavailable', reason: 'server.unavailable' });
    expect((await t.app.inject({ url: `/media/${storageKey}/320.webp` })).statusCode).toBe(200);
  });
});
