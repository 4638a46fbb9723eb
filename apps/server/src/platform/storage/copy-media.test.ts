import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-store.ts';
import { copyMedia } from './copy-media.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createObjectStorage } from './object-storage.ts';
import { storeImage, variantKey } from './store-image.ts';
import { testImage } from './test-images.ts';

let root: string;
let store: S3Fake;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sherehe-copy-'));
  store = await startS3Fake({ buckets: ['moved'], pageSize: 4 });
});
afterAll(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

it('copies every file from the disk into the bucket under its own key, and only what is missing when run again', async () => {
  const disk = createDiskStorage(root);
  const bucket = createObjectStorage(store.settings('moved'));
  const images = [];
  for (let i = 0; i < 3; i++) images.push(await storeImage(disk, await testImage('png', 400 + i, 300)));
  const first = await copyMedia(disk, bucket);
  expect(first).toEqual({ copied: 9, alreadyThere: 0 });
  for (const { storageKey } of images) {
    expect(await bucket.get(variantKey(storageKey, 320))).toEqual(
      await disk.get(variantKey(storageKey, 320)),
    );
  }

  // An upload to the disk after the first copy (the old instance still serving) goes over on the second run.
  const late = await storeImage(disk, await testImage('jpeg', 500, 300));
  expect(await copyMedia(disk, bucket)).toEqual({ copied: 3, alreadyThere: 9 });
  expect(store.keys('moved')).toContain(variantKey(late.storageKey, 640));
});
