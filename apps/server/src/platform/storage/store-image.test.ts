import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createDiskStorage } from './disk-storage.ts';
import { MAX_UPLOAD_BYTES } from './image-limits.ts';
import type { Storage } from './storage.ts';
import { deleteImage, storeImage, variantKey } from './store-image.ts';
import { elfBytes, jpegWithExifAndGps, pngBomb, testImage } from './test-images.ts';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sherehe-media-'));
  storage = createDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP at 320, 640 and 1280 wide',
    async (format) => {
      const stored = await storeImage(storage, await testImage(format, 1600, 1000));
      expect(stored).toMatchObject({ width: 1280, height: 800 });
      for (const width of [320, 640, 1280]) {
        const bytes = await storage.get(variantKey(stored.storageKey, width));
        const meta = await sharp(bytes as Buffer).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
      }
    },
  );

  it('never enlarges a small photo', async () => {
    const stored = await storeImage(storage, await testImage('png', 500, 300));
    expect(stored).toMatchObject({ width: 500, height: 300 });
    const big = await sharp((await storage.get(variantKey(stored.storageKey, 1280))) as Buffer).metadata();
    expect(big.width).toBe(500);
    const small = await sharp((await storage.get(variantKey(stored.storageKey, 320))) as Buffer).metadata();
    expect(small.width).toBe(320);
  });

  it('turns a photo upright by its EXIF orientation, then drops EXIF and GPS', async () => {
    const input = await jpegWithExifAndGps();
    expect((await sharp(input).metadata()).exif).toBeDefined(); // the test file does carry them
    const stored = await storeImage(storage, input);
    expect(stored).toMatchObject({ width: 400, height: 600 }); // 600×400 shot sideways
    for (const width of [320, 640, 1280]) {
      const bytes = (await storage.get(variantKey(stored.storageKey, width))) as Buffer;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Tecno'))).toBe(false);
    }
  });

  it('refuses a text file renamed .jpg: the content decides', async () => {
    const error = await refusal(storeImage(storage, Buffer.from('Hello, this is not a photo at all.\n')));
    expect(error.code).toBe('validation');
    expect(error.message).toBe(
      'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.',
    );
  });

  it('refuses an executable', async () => {
    expect((await refusal(storeImage(storage, elfBytes()))).code).toBe('validation');
  });

  it('refuses image formats it does not take (GIF, TIFF, SVG)', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [gif, tiff, svg])
      expect((await refusal(storeImage(storage, bytes))).code).toBe('validation');
  });

  it('refuses a decompression bomb from its header, with a clear message', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const error = await refusal(storeImage(storage, bomb));
    expect(error.message).toBe(
      'This image is too large in pixels (more than 40 megapixels). Choose a smaller photo.',
    );
  });

  it('refuses more than 10 MB and an empty file', async () => {
    expect((await refusal(storeImage(storage, Buffer.alloc(MAX_UPLOAD_BYTES + 1)))).code).toBe(
      'payload_too_large',
    );
    expect((await refusal(storeImage(storage, Buffer.alloc(0)))).code).toBe('validation');
  });

  it('refuses a truncated JPEG whose header is fine', async () => {
    const whole = await testImage('jpeg', 800, 600);
    expect((await refusal(storeImage(storage, whole.subarray(0, 400)))).code).toBe('validation');
  });

  it('deletes every variant and the folder', async () => {
    const stored = await storeImage(storage, await testImage('png', 700, 700));
    await deleteImage(storage, stored.storageKey);
    expect(await storage.get(variantKey(stored.storageKey, 320))).toBeNull();
    expect(await readdir(root)).not.toContain(stored.storageKey);
  });
});

describe('the disk storage', () => {
  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/passwd',
      'a\\b.webp',
      'A.webp',
      'a//b.webp',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
    }
  });

  it('leaves no temporary files behind', async () => {
    await storage.put('probe/one.webp', Buffer.from('bytes'));
    expect(await readdir(path.join(root, 'probe'))).toEqual(['one.webp']);
    expect((await storage.get('probe/one.webp'))?.toString()).toBe('bytes');
    await storage.delete('probe/one.webp');
    await storage.delete('probe/one.webp'); // twice is fine
  });
});
