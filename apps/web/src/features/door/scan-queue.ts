// Scans waiting for the server, oldest first. A batch leaves the queue only once the server has answered it (2xx).
import { DOOR_SCANS_PER_SYNC_MAX } from '@sherehe/core/door-rules';
import type { DoorDb, QueuedScan } from './door-db.ts';

export type QueuedBatch = { keys: number[]; scans: QueuedScan[] };

export async function enqueueScan(db: DoorDb, scan: QueuedScan): Promise<void> {
  await db.add('queue', scan);
}

export function countQueued(db: DoorDb, eventId: string): Promise<number> {
  return db.countFromIndex('queue', 'byEvent', eventId);
}

/** The oldest scans of the event, at most as many as one request may carry. */
export async function oldestQueued(
  db: DoorDb,
  eventId: string,
  max = DOOR_SCANS_PER_SYNC_MAX,
): Promise<QueuedBatch> {
  const batch: QueuedBatch = { keys: [], scans: [] };
  let cursor = await db.transaction('queue').store.index('byEvent').openCursor(eventId);
  while (cursor && batch.keys.length < max) {
    batch.keys.push(cursor.primaryKey);
    batch.scans.push(cursor.value);
    cursor = await cursor.continue();
  }
  return batch;
}

export async function removeQueued(db: DoorDb, keys: readonly number[]): Promise<void> {
  const tx = db.transaction('queue', 'readwrite');
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
