// What every storage adapter promises (storage.ts), held by both: the disk under DATA_DIR and an S3-compatible object
// store (a fake that checks every request's signature, on 127.0.0.1).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-store.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createObjectStorage } from './object-storage.ts';
import { withReadCache } from './read-cache.ts';
import { type Storage, StorageTroubleError } from './storage.ts';
import { storeImage, variantKey } from './store-image.ts';
import { sweepUnusedImages } from './sweep-unused-images.ts';
import { testImage } from './test-images.ts';

let root: string;
let store: S3Fake;
let bucketNumber = 0;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sherehe-adapters-'));
  // Pages of three objects, so listing more than three crosses a page.
  store = await startS3Fake({ buckets: ['media-1', 'media-2', 'media-3'], pageSize: 3 });
});
afterAll(async () => {
  await store.close();
  await rm(root, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['disk', () => createDiskStorage(path.join(root, `disk-${++bucketNumber}`))],
  ['object store', () => createObjectStorage(store.settings(`media-${++bucketNumber}`))],
];

async function listed(storage: Storage) {
  const keys: string[] = [];
  for await (const { key, writtenAt } of storage.list()) {
    expect(writtenAt).toBeInstanceOf(Date);
    keys.push(key);
  }
  return keys.sort();
}

describe.each(adapters)('the %s adapter', (_name, open) => {
  let storage: Storage;
  beforeAll(() => {
    storage = open();
  });

  it('gives back what it stored, lists it across pages, and forgets what it deleted', async () => {
    const keys = ['a1/320.webp', 'a1/640.webp', 'a1/1280.webp', 'b2/320.webp', 'b2/640.webp'];
    for (const [index, key] of keys.entries()) await storage.put(key, Buffer.from(`bytes ${index}`));
    expect(await storage.get('a1/640.webp')).toEqual(Buffer.from('bytes 1'));
    expect(await listed(storage)).toEqual([...keys].sort());

    await storage.delete('a1/640.webp');
    expect(await storage.get('a1/640.webp')).toBeNull();
    await storage.delete('a1/640.webp'); // again: not an error
    expect(await listed(storage)).toHaveLength(4);
  });

  it('answers null for a key never stored and refuses a key of another shape', async () => {
    expect(await storage.get('never/320.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/not a storage key/);
    await expect(storage.get('a/../../b.webp')).rejects.toThrow(/not a storage key/);
  });

  it('stores an image in every width, and the sweep removes only the unused ones past their day', async () => {
    const kept = await storeImage(storage, await testImage('png', 700, 400));
    const dropped = await storeImage(storage, await testImage('jpeg', 700, 400));
    expect(await storage.get(variantKey(kept.storageKey, 640))).not.toBeNull();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const before = await listed(storage);
    const deleted = await sweepUnusedImages(storage, async () => new Set([kept.storageKey]), tomorrow);
    const after = await listed(storage);
    expect(after.filter((key) => key.startsWith(kept.storageKey))).toHaveLength(3);
    expect(after.some((key) => key.startsWith(dropped.storageKey))).toBe(false);
    expect(deleted).toBe(before.length - after.length);
  });
});

describe('the object store adapter', () => {
  it('sends each image as image/webp, signed with its keys', async () => {
    const storage = createObjectStorage(store.settings('media-3'));
    const before = store.counts.requests;
    await storage.put('c3/320.webp', Buffer.from('webp bytes'));
    const answer = await fetch(`${store.endpoint}/media-3/c3/320.webp`);
    expect(answer.status).toBe(403); // unsigned: the fake, like S3, refuses it
    expect(store.counts.requests).toBe(before + 2);
  });

  it('is refused with keys the store does not know', async () => {
    const storage = createObjectStorage({
      ...store.settings('media-3'),
      credentials: { accessKeyId: store.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(storage.put('d4/320.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(store.keys('media-3')).not.toContain('d4/320.webp');
  });

  it('tries again when the store asks it to slow down', async () => {
    const storage = createObjectStorage(store.settings('media-3'));
    store.failNext(1);
    await storage.put('e5/320.webp', Buffer.from('after a 503'));
    expect(await storage.get('e5/320.webp')).toEqual(Buffer.from('after a 503'));
  });

  it('says the store is in trouble when it keeps failing or does not answer', async () => {
    const storage = createObjectStorage(store.settings('media-3'));
    store.failNext(3); // every one of the SDK's three tries
    await expect(storage.put('g7/320.webp', Buffer.from('x'))).rejects.toBeInstanceOf(StorageTroubleError);
    const nobody = createObjectStorage({ ...store.settings('media-3'), endpoint: 'http://127.0.0.1:9' });
    await expect(nobody.get('g7/320.webp')).rejects.toBeInstanceOf(StorageTroubleError);
  });

  it('leaves objects of another shape in a shared bucket alone', async () => {
    const storage = createObjectStorage(store.settings('media-3'));
    const other = createObjectStorage(store.settings('media-3'));
    await other.put('f6/320.webp', Buffer.from('ours'));
    // Written by another program under a name we never make: the listing does not offer it to the sweep.
    const raw = await fetch(`${store.endpoint}/media-3/Backups/db.dump`, { method: 'PUT' });
    expect(raw.status).toBe(403);
    const keys = await listed(storage);
    expect(keys).toContain('f6/320.webp');
  });
});

describe('the read cache in front of the object store', () => {
  it('reads a file from the store once, and again only after it was deleted here', async () => {
    const storage = withReadCache(createObjectStorage(store.settings('media-3')));
    await storage.put('h8/320.webp', Buffer.from('kept'));
    const before = store.counts.requests;
    for (let i = 0; i < 5; i++) expect(await storage.get('h8/320.webp')).toEqual(Buffer.from('kept'));
    expect(store.counts.requests).toBe(before + 1);
    await storage.delete('h8/320.webp');
    expect(await storage.get('h8/320.webp')).toBeNull();
    expect(await storage.get('missing/320.webp')).toBeNull();
    expect(await storage.get('missing/320.webp')).toBeNull(); // absent keys are asked again
    expect(store.counts.requests).toBe(before + 1 + 1 + 3);
  });
});
