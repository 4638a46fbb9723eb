// The door's IndexedDB, which is what lets a gate work with no network: each event's kept list, the admissions this
// device made (and the server's word on them after a sync), the scans waiting to be sent, and the device itself.
import type { DoorAdmission, DoorList } from '@sherehe/core/api/door';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * An admission this device made, kept until the server has answered it (2xx): nothing is lost when the page is
 * closed offline.
 */
export type QueuedScan = {
  eventId: string;
  code: string;
  at: string;
  qr?: string;
};

export type DoorDevice = { id: string; name: string };

export type KeptAdmission = { eventId: string; code: string; admission: DoorAdmission };

export interface DoorSchema extends DBSchema {
  /** The event's whole list as one record: one write of 5,000 cards instead of 5,000 (a Map is built on load). */
  lists: { key: string; value: { eventId: string; list: DoorList } };
  admissions: { key: [string, string]; value: KeptAdmission; indexes: { byEvent: string } };
  queue: { key: number; value: QueuedScan; indexes: { byEvent: string } };
  device: { key: string; value: DoorDevice };
}

export type DoorDb = IDBPDatabase<DoorSchema>;

export const DOOR_DB_NAME = 'sherehe-door';

/**
 * One database per account: on a phone passed between officers, the next one signed in never sees another's lists,
 * and another's queued scans wait for them instead of going out under the wrong name.
 */
export const doorDbName = (userId: string) => `${DOOR_DB_NAME}:${userId}`;

export function openDoorDb(userId: string): Promise<DoorDb> {
  const db = openDB<DoorSchema>(doorDbName(userId), 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'eventId' });
      db.createObjectStore('admissions', { keyPath: ['eventId', 'code'] }).createIndex('byEvent', 'eventId');
      db.createObjectStore('queue', { autoIncrement: true }).createIndex('byEvent', 'eventId');
      db.createObjectStore('device');
    },
    // A newer version of the page in another tab needs this one's connection gone to upgrade the stores.
    blocking() {
      void db.then((opened) => opened.close());
    },
  });
  return db;
}
