// Image files no photo or logo points at are swept after a day's grace; everything a record uses stays.
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@sherehe/core/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import { createDiskStorage } from '../../platform/storage/disk-storage.ts';
import { storeImage, variantKey } from '../../platform/storage/store-image.ts';
import { sweepUnusedImages } from '../../platform/storage/sweep-unused-images.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { imageKeysInUse } from './queries.ts';

let root: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sherehe-sweep-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

it('deletes the files of images nothing uses once they are a day old, and keeps photos and logos', async () => {
  const storage = createDiskStorage(root);
  const store = async () => (await storeImage(storage, await testImage('png', 800, 600))).storageKey;
  const [photo, logo, orphan, fresh] = [await store(), await store(), await store(), await store()];
  const vendor = await buildVendor(database.db);
  await database.db.update(vendors).set({ logoKey: logo }).where(eq(vendors.id, vendor.id));
  await buildListingPhoto(database.db, (await buildListing(database.db, { vendor })).id, {
    storageKey: photo,
  });

  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  for (const image of [photo, logo, orphan]) {
    for (const width of PHOTO_WIDTHS) {
      await utimes(path.join(root, ...variantKey(image, width).split('/')), twoDaysAgo, twoDaysAgo);
    }
  }

  const deleted = await sweepUnusedImages(storage, () => imageKeysInUse(database.db));

  expect(deleted).toBe(PHOTO_WIDTHS.length);
  const left = new Set<string>();
  for await (const { key } of storage.list()) left.add(key.split('/')[0] ?? key);
  expect(left).toEqual(new Set([photo, logo, fresh]));
  expect(await storage.get(variantKey(orphan, PHOTO_WIDTHS[0]))).toBeNull();
});
