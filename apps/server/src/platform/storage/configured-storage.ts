// The one place that picks where uploads live: the object store when S3_BUCKET is set (with the files read lately
// kept in memory), else the disk under DATA_DIR/media (one machine's own, right for `npm start` and a single server).
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createObjectStorage } from './object-storage.ts';
import { withReadCache } from './read-cache.ts';
import type { Storage } from './storage.ts';

export function openConfiguredStorage(config: Pick<Config, 'DATA_DIR' | 'objectStore'>): Storage {
  return config.objectStore
    ? withReadCache(createObjectStorage(config.objectStore))
    : createDiskStorage(diskMediaDir(config));
}

export function diskMediaDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'media');
}
