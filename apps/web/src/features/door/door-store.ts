// What the door keeps on the device besides its queue: each event's list, this device's admissions, and the device's
// own id (random, made once) and name.
import type { DoorAdmission, DoorList } from '@sherehe/core/api/door';
import { DOOR_DEVICE_NAME_MAX } from '@sherehe/core/door-rules';
import type { DoorDb, DoorDevice } from './door-db.ts';

const DEVICE_KEY = 'this';

export async function readKeptList(db: DoorDb, eventId: string): Promise<DoorList | null> {
  return (await db.get('lists', eventId))?.list ?? null;
}

export async function keepList(db: DoorDb, list: DoorList): Promise<void> {
  await db.put('lists', { eventId: list.event.id, list });
}

/** The admissions this device knows of beyond its kept list, by card code. */
export async function readKeptAdmissions(db: DoorDb, eventId: string): Promise<Map<string, DoorAdmission>> {
  const kept = await db.getAllFromIndex('admissions', 'byEvent', eventId);
  return new Map(kept.map(({ code, admission }) => [code, admission]));
}

export async function keepAdmission(
  db: DoorDb,
  eventId: string,
  code: string,
  admission: DoorAdmission,
): Promise<void> {
  await db.put('admissions', { eventId, code, admission });
}

/**
 * Everything kept of an event: its list, admissions and queued scans. For an event whose door the server refuses this
 * account (removed from the committee, or never on it): its guests' names leave the phone, and scans that can never
 * be accepted stop being sent.
 */
export async function forgetEvent(db: DoorDb, eventId: string): Promise<void> {
  const tx = db.transaction(['lists', 'admissions', 'queue'], 'readwrite');
  const deleteAll = async (store: 'admissions' | 'queue') => {
    for (const key of await tx.objectStore(store).index('byEvent').getAllKeys(eventId)) {
      await tx.objectStore(store).delete(key);
    }
  };
  await Promise.all([
    tx.objectStore('lists').delete(eventId),
    deleteAll('admissions'),
    deleteAll('queue'),
    tx.done,
  ]);
}

/** A name other gates are told: what the contract takes (no tabs or line breaks pasted in), within its length. */
export function deviceNameOf(typed: string): string {
  return typed
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, DOOR_DEVICE_NAME_MAX);
}

/** 16 random bytes, base64url: what the server is told "which device" by (DOOR_DEVICE_ID_PATTERN). */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This device, made on first use; two tabs making it at once both end with the one stored. */
export async function readDevice(db: DoorDb): Promise<DoorDevice> {
  const tx = db.transaction('device', 'readwrite');
  const found = await tx.store.get(DEVICE_KEY);
  const device = found ?? { id: newDeviceId(), name: '' };
  if (!found) await tx.store.put(device, DEVICE_KEY);
  await tx.done;
  return device;
}

export async function renameDevice(db: DoorDb, typed: string): Promise<DoorDevice> {
  const tx = db.transaction('device', 'readwrite');
  const name = deviceNameOf(typed);
  const device = { ...((await tx.store.get(DEVICE_KEY)) ?? { id: newDeviceId(), name: '' }), name };
  await tx.store.put(device, DEVICE_KEY);
  await tx.done;
  return device;
}
