// Image files no record points at: left by a photo or logo whose deletion could not remove its files, by a listing
// or shop deleted with its rows, or by an upload cut off between storing the files and saving the record. A day's
// grace keeps an upload still in progress (files stored, record not yet committed) out of reach.
import type { Storage } from './storage.ts';

const GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes every image file older than a day whose image `inUse` does not list; answers how many went. */
export async function sweepUnusedImages(
  storage: Storage,
  inUse: () => Promise<Set<string>>,
  now = new Date(),
): Promise<number> {
  // Read before the listing: an image saved after this moment is younger than the grace anyway.
  const used = await inUse();
  let deleted = 0;
  for await (const { key, writtenAt } of storage.list()) {
    const image = key.split('/')[0] ?? key; // {image}/{width}.webp
    if (used.has(image) || now.getTime() - writtenAt.getTime() < GRACE_MS) continue;
    await storage.delete(key);
    deleted++;
  }
  return deleted;
}
