// Listing photos through HTTP: what is refused (by content, size and pixels) and the photo rules (ten at most,
// order, delete, the last photo of a published listing).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { multipartUpload } from '../../../test/multipart-upload.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { elfBytes, jpegWithExifAndGps, pngBomb, testImage } from '../../platform/storage/test-images.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sherehe-photos-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function myDraft() {
  const user = await buildUser(t.db, { role: 'vendor' });
  const vendor = await buildVendor(t.db, { userId: user.id });
  const listing = await buildListing(t.db, { vendor, status: 'draft', publishedAt: null });
  return { headers: bearer(await sessionTokenFor(t.db, user)), listing };
}

async function upload(
  headers: Record<string, string>,
  listingId: string,
  bytes: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
) {
  const body = await multipartUpload(bytes, name, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/vendor/listings/${listingId}/photos`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function mediaFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'media');
  const keys = await readdir(root).catch(() => [] as string[]);
  return keys;
}

describe('photo uploads', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp'],
  ] as const)('takes a %s and serves it at every width', async (format, name, type) => {
    const { headers, listing } = await myDraft();
    const res = await upload(headers, listing.id, await testImage(format, 2000, 1500), name, type);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().photos;
    expect(photo).toMatchObject({ width: 1280, height: 960 });
    for (const width of [320, 640, 1280]) {
      const served = await t.app.inject({ url: `/media/${photo.storageKey}/${width}.webp` });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('strips EXIF and GPS from what it serves', async () => {
    const { headers, listing } = await myDraft();
    const res = await upload(headers, listing.id, await jpegWithExifAndGps());
    const [photo] = res.json().photos;
    const served = await t.app.inject({ url: `/media/${photo.storageKey}/640.webp` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.height).toBeGreaterThan(meta.width ?? 0); // turned upright first
  });

  it.each([
    [
      'a text file named .jpg',
      () => Promise.resolve(Buffer.from('just some words, not a photo\n')),
      'notes.jpg',
      'image/jpeg',
    ],
    ['an executable named photo.png', () => Promise.resolve(elfBytes()), 'photo.png', 'image/png'],
  ])('refuses %s by its content', async (_what, bytes, name, type) => {
    const { headers, listing } = await myDraft();
    const before = await mediaFiles();
    const res = await upload(headers, listing.id, await bytes(), name, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
    );
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a decompression bomb', async () => {
    const { headers, listing } = await myDraft();
    const res = await upload(headers, listing.id, pngBomb(), 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'This image is too large in pixels (more than 40 megapixels). Choose a smaller photo.',
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { headers, listing } = await myDraft();
    const big = Buffer.concat([await testImage('jpeg', 100, 100), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload(headers, listing.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'payload_too_large',
      reason: 'upload.too_large',
      params: { maxMb: 10 },
      message: 'The photo is larger than 10 MB. Choose a smaller one.',
    });
  });

  it('asks for multipart when sent anything else', async () => {
    const { headers, listing } = await myDraft();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/listings/${listing.id}/photos`,
      headers,
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Send the photo as multipart/form-data, in a field named "file".');
  });

  it('holds at most 10 photos', async () => {
    const { headers, listing } = await myDraft();
    for (let i = 0; i < 9; i++) await buildListingPhoto(t.db, listing.id, { position: i });
    expect((await upload(headers, listing.id, await testImage('png', 200, 200))).statusCode).toBe(201);
    const eleventh = await upload(headers, listing.id, await testImage('png', 200, 200));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().error.message).toBe(
      'A listing can have at most 10 photos. Delete one to add another.',
    );
  });

  it('reorders, then deletes a photo with its files', async () => {
    const { headers, listing } = await myDraft();
    let photos: { id: string; storageKey: string }[] = [];
    for (const colour of [1, 2, 3]) {
      photos = (await upload(headers, listing.id, await testImage('png', 100 * colour, 100))).json().photos;
    }
    const [a, b, c] = photos.map((photo) => photo.id);
    const order = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendor/listings/${listing.id}/photos/order`,
      headers,
      payload: { photoIds: [c, a, b] },
    });
    expect(order.json().photos.map((photo: { id: string }) => photo.id)).toEqual([c, a, b]);

    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendor/listings/${listing.id}/photos/order`,
      headers,
      payload: { photoIds: [c, a] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'List every photo of this listing exactly once, in the new order.',
    );

    const gone = photos[0] as { id: string; storageKey: string };
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor/listings/${listing.id}/photos/${gone.id}`,
      headers,
    });
    expect(deleted.json().photos.map((photo: { id: string }) => photo.id)).toEqual([c, b]);
    expect((await t.app.inject({ url: `/media/${gone.storageKey}/320.webp` })).statusCode).toBe(404);
    expect(await mediaFiles()).not.toContain(gone.storageKey);
  });

  it('keeps the last photo of a published listing', async () => {
    const { headers, listing } = await myDraft();
    const [photo] = (await upload(headers, listing.id, await testImage('png', 300, 300))).json().photos;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendor/listings/${listing.id}/status`,
      headers,
      payload: { status: 'published' },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor/listings/${listing.id}/photos/${photo.id}`,
      headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'A published listing keeps at least one photo. Add another first, or move the listing back to draft.',
    );
  });
});
