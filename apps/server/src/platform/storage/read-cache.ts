// Recently read files kept in memory, in front of the object store. A key never changes its bytes (a new upload gets
// a new key), so a kept copy is never stale; a read from the store costs a signed request to another machine, and the
// same listing photos are asked for again and again. A delete through this instance drops its copy; another
// instance's copy of a deleted file lives out its time (browsers and proxies may keep it a year anyway: the answers
// are immutable). Absent keys are not kept: a file can appear under a key that was once missing.
import { LRUCache } from 'lru-cache';
import type { Storage } from './storage.ts';

const MAX_BYTES = 64 * 1024 * 1024;
const KEPT_MS = 10 * 60 * 1000;

export function withReadCache(storage: Storage, maxBytes = MAX_BYTES): Storage {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    ttl: KEPT_MS,
  });
  return {
    async put(key, bytes) {
      await storage.put(key, bytes);
      kept.delete(key);
    },
    async get(key) {
      const copy = kept.get(key);
      if (copy) return copy;
      const bytes = await storage.get(key);
      if (bytes && bytes.length <= maxBytes / 64) kept.set(key, bytes);
      return bytes;
    },
    async delete(key) {
      kept.delete(key);
      await storage.delete(key);
    },
    list: () => storage.list(),
  };
}
