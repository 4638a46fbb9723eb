// The uploads in a backup: every key of the storage (disk or object store, through its interface only) as a file
// under media/, and back. A few at a time: an object store answers each request in tens of milliseconds.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKeyShape, type Storage } from '../../platform/storage/storage.ts';

const AT_ONCE = 8;

export type MediaCount = { files: number; bytes: number };

async function eachAtMost<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
) {
  const running = new Set<Promise<void>>();
  for await (const item of items) {
    const task = work(item).finally(() => running.delete(task));
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
}

export async function copyMediaOut(storage: Storage, dir: string): Promise<MediaCount> {
  const count: MediaCount = { files: 0, bytes: 0 };
  await mkdir(dir, { recursive: true });
  await eachAtMost(storage.list(), AT_ONCE, async ({ key }) => {
    const bytes = await storage.get(key);
    if (bytes === null) return; // deleted since it was listed
    const file = path.join(dir, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
    count.files += 1;
    count.bytes += bytes.length;
  });
  return count;
}

export async function copyMediaIn(dir: string, storage: Storage): Promise<MediaCount> {
  const count: MediaCount = { files: 0, bytes: 0 };
  const names = await readdir(dir, { recursive: true });
  const keys = names.map((name) => name.split(path.sep).join('/')).filter(isStorageKeyShape);
  await eachAtMost(keys, AT_ONCE, async (key) => {
    const bytes = await readFile(path.join(dir, ...key.split('/')));
    await storage.put(key, bytes);
    count.files += 1;
    count.bytes += bytes.length;
  });
  return count;
}
