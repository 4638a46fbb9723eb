// How large the embedded database's shared buffers are. PGlite's WebAssembly zeroes the whole pool as it opens, about
// 3.5 ms a megabyte on this project's 2-core machines: PostgreSQL's default of 128 MB cost 0.45 s of every `npm start`,
// for a demo database of 21 MB. The files stay in the operating system's cache besides, as with any PostgreSQL.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;
/** PostgreSQL's own default: never more, so a large data dir reads as it always did. */
const MOST_SHARED_BUFFERS_MB = 128;
export const LEAST_SHARED_BUFFERS_MB = 16;
/** Buffers are sized in steps of this; room to grow within a run comes from sizing at twice the data. */
const STEP_MB = 8;

/** The bytes of the largest database under `base/` (the app's; the templates and `postgres` are 7 MB each). */
function largestDatabaseBytes(dataDir: string): number | undefined {
  const base = path.join(dataDir, 'base');
  let databases: string[];
  try {
    databases = readdirSync(base);
  } catch {
    return undefined; // no data dir yet: initdb and the first seed write it
  }
  let largest = 0;
  for (const database of databases) {
    const folder = path.join(base, database);
    let bytes = 0;
    for (const file of readdirSync(folder)) bytes += statSync(path.join(folder, file)).size;
    largest = Math.max(largest, bytes);
  }
  return largest;
}

/**
 * `shared_buffers` in megabytes for the data dir as it is now: twice its largest database, in steps of 8 MB, between
 * 16 MB and PostgreSQL's default. A new data dir gets the default: its first start writes the whole seed.
 */
export function embeddedSharedBuffersMb(dataDir: string): number {
  const bytes = largestDatabaseBytes(dataDir);
  if (bytes === undefined) return MOST_SHARED_BUFFERS_MB;
  const wanted = Math.ceil((2 * bytes) / (STEP_MB * MB)) * STEP_MB;
  return Math.min(MOST_SHARED_BUFFERS_MB, Math.max(LEAST_SHARED_BUFFERS_MB, wanted));
}
