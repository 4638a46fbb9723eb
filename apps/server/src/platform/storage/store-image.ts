// An uploaded image becomes a set of WebP files, one per width of core's media scheme. The format is judged from
// the bytes (never the file name or the client's type), a decompression bomb is refused before decoding, the
// picture is turned upright by its EXIF orientation and every bit of metadata (GPS included) is left behind.
import { randomUUID } from 'node:crypto';
import { PHOTO_WIDTHS } from '@sherehe/core/media';
import type { Metadata, OutputInfo } from 'sharp';
import { AppError } from '../errors.ts';
import { ACCEPTED_FORMATS, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from './image-limits.ts';
import type { Storage } from './storage.ts';

export type StoredImage = { storageKey: string; width: number; height: number };

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

/** The storage key of one width of an image: `{storageKey}/{width}.webp`, the path after /media/. */
export function variantKey(storageKey: string, width: number): string {
  return `${storageKey}/${width}.webp`;
}

// sharp (libvips) is loaded by the first image made rather than at start, where it cost about 0.1 s. Anything else
// that draws images loads it here too: the start-up bundle hoists a package's static import, even from a module that
// is itself imported only when needed (the demo seeders).
export const loadSharp = () => import('sharp').then((module) => module.default);

async function checkedMetadata(buffer: Buffer) {
  const sharp = await loadSharp();
  if (buffer.length === 0) throw new AppError('validation', 'upload.empty');
  if (buffer.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', 'upload.too_large');
  let metadata: Metadata;
  try {
    // Reads the header only, so no limit is needed here: the declared size is known before a pixel is decoded, and
    // checked below to give a bomb its own message (the decoder's limit stays on for the real work).
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('validation', 'upload.not_image');
  }
  if (!(ACCEPTED_FORMATS as readonly string[]).includes(metadata.format ?? '')) {
    throw new AppError('validation', 'upload.not_image');
  }
  if (!metadata.width || !metadata.height) throw new AppError('validation', 'upload.not_image');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('validation', 'upload.too_many_pixels');
  }
  return metadata;
}

/**
 * Checks, resizes and stores an image; answers its key and the size of its largest variant. A private image (a
 * dispute's evidence) gets a key /media never serves (`private-{uuid}`): only its own route, which checks who asks.
 */
export async function storeImage(
  storage: Storage,
  buffer: Buffer,
  { private: kept = false }: { private?: boolean } = {},
): Promise<StoredImage> {
  await checkedMetadata(buffer);
  const sharp = await loadSharp();
  const source = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let variants: { width: number; data: Buffer; info: OutputInfo }[];
  try {
    variants = await Promise.all(
      PHOTO_WIDTHS.map(async (width) => {
        // withoutEnlargement: a small photo stays its own size under every name rather than being blown up.
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, data, info };
      }),
    );
  } catch {
    // The header was fine but the pixels are not (a truncated or corrupt file).
    throw new AppError('validation', 'upload.not_image');
  }
  const storageKey = kept ? `private-${randomUUID()}` : randomUUID();
  try {
    for (const variant of variants) await storage.put(variantKey(storageKey, variant.width), variant.data);
  } catch (error) {
    await deleteImage(storage, storageKey).catch(() => {});
    throw error;
  }
  const largest = variants[variants.length - 1] as (typeof variants)[number];
  return { storageKey, width: largest.info.width, height: largest.info.height };
}

/** Removes every variant of a stored image. */
export async function deleteImage(storage: Storage, storageKey: string): Promise<void> {
  for (const width of PHOTO_WIDTHS) await storage.delete(variantKey(storageKey, width));
}

/**
 * An upload that takes the place of another image (a cover, a logo): stored first (the slow part, outside any
 * transaction), then `save` records the new key and answers the key it replaced. The new files go if saving fails;
 * the old ones only after saving succeeded, so a crash in between leaves an unused file (the daily sweep takes it),
 * never a record pointing at nothing.
 */
export async function replaceImage<Result>(
  storage: Storage,
  bytes: Buffer,
  save: (storageKey: string) => Promise<{ result: Result; replacedKey: string | null }>,
): Promise<Result> {
  const stored = await storeImage(storage, bytes);
  let saved: { result: Result; replacedKey: string | null };
  try {
    saved = await save(stored.storageKey);
  } catch (error) {
    await deleteImage(storage, stored.storageKey).catch(() => {});
    throw error;
  }
  if (saved.replacedKey) await deleteImage(storage, saved.replacedKey).catch(() => {});
  return saved.result;
}
