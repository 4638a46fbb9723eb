// Where uploaded files live, behind a small interface: the disk under DATA_DIR, or an S3-compatible object store.

export interface Storage {
  /** Stores the bytes under the key; once it resolves, the file survives a killed process. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with when it was last written, in no particular order. */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
}

// Keys are our own names, never a client's: lower-case segments of letters, digits and dashes, a file extension at
// the end. Anything else (.., slashes at the edges, backslashes) is refused before it reaches a file system.
const KEY_SHAPE = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]{2,5}$/;

export function isStorageKeyShape(key: string): boolean {
  return KEY_SHAPE.test(key) && key.length <= 200;
}

export function assertStorageKey(key: string): void {
  if (!isStorageKeyShape(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** The store did not answer or answered 5xx: not a bug, so the request is answered 503 like a database outage. */
export class StorageTroubleError extends Error {
  constructor(cause: unknown) {
    super('the object store is unavailable', { cause });
    this.name = 'StorageTroubleError';
  }
}
