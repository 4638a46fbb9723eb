// The event's list as the door works from it: the copy kept on the device first (so an offline page opens at once),
// then the server's, fetched when online, kept again and refreshed every DOOR_LIST_REFRESH_MS while the page is open
// (after the first answer, only what changed since comes).
// When the server refuses this account the event's door, what the device kept of it goes.
import type { DoorArrivals, DoorList } from '@sherehe/core/api/door';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { reasonOf } from '../../lib/error-text.ts';
import { DOOR_LIST_REFRESH_MS, doorListQuery } from './api/door-list.ts';
import { bookOf, type DoorBook } from './door-book.ts';
import { type DoorDb, type DoorDevice, openDoorDb } from './door-db.ts';
import {
  forgetEvent,
  keepList,
  readDevice,
  readKeptAdmissions,
  readKeptList,
  renameDevice,
} from './door-store.ts';

/** The device's database and the admissions of the event it knows of beyond the list (shared by every book). */
export type DoorKeep = { db: DoorDb; admitted: DoorBook['admitted'] };

/** The server says this account has no door at this event (not on its committee, or not with check_in). */
export function refusesTheDoor(error: unknown): boolean {
  return (
    error instanceof ApiError && ['event.not_found', 'event.not_allowed'].includes(reasonOf(error) ?? '')
  );
}

export function useKeptList(eventId: string, userId: string, online: boolean) {
  const [keep, setKeep] = useState<DoorKeep | null>(null);
  const [device, setDevice] = useState<DoorDevice | null>(null);
  const [book, setBook] = useState<DoorBook | null>(null);
  const [keepFailed, setKeepFailed] = useState(false);
  /** The newest list this page holds (kept or the server's): what the next refresh asks for changes to. */
  const latest = useRef<DoorList | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const db = await openDoorDb(userId);
      // Not closed when the page goes: a scan made just before still reaches the queue.
      const [thisDevice, list, admitted] = await Promise.all([
        readDevice(db),
        readKeptList(db, eventId),
        readKeptAdmissions(db, eventId),
      ]);
      if (!live) return;
      setDevice(thisDevice);
      latest.current = list ?? null;
      if (list) setBook(bookOf(list, admitted));
      setKeep({ db, admitted });
    })().catch((error: unknown) => {
      console.error('The door could not open its store on this device', error);
      if (live) setKeepFailed(true);
    });
    return () => {
      live = false;
    };
  }, [eventId, userId]);

  // Asked only once the kept copy is read (the server's list then replaces it, never the other way round), and only
  // when the browser says it is online: a page opened with no network asks nothing until the network comes back.
  const server = useQuery({
    ...doorListQuery(eventId, () => latest.current),
    enabled: keep !== null && online,
    refetchInterval: DOOR_LIST_REFRESH_MS,
  });

  useEffect(() => {
    if (!keep || !server.data) return;
    const list = server.data;
    latest.current = list;
    setBook(bookOf(list, keep.admitted));
    keepList(keep.db, list).catch((error: unknown) =>
      console.error('The door list could not be kept on this device', error),
    );
  }, [keep, server.data]);

  const refused = refusesTheDoor(server.error);
  const forget = useCallback(async () => {
    if (!keep) return;
    await forgetEvent(keep.db, eventId);
    latest.current = null;
    keep.admitted.clear();
    setBook(null);
  }, [keep, eventId]);
  useEffect(() => {
    if (refused) {
      forget().catch((error: unknown) => console.error('The door could not forget this event', error));
    }
  }, [refused, forget]);

  /** The arrivals a sync answered with: newer than the list's. */
  const showArrivals = useCallback((arrivals: DoorArrivals) => {
    setBook((current) => current && { ...current, arrivals });
  }, []);

  const nameDevice = useCallback(
    async (name: string) => {
      if (keep) setDevice(await renameDevice(keep.db, name));
    },
    [keep],
  );

  return {
    keep,
    device,
    book,
    /** Still reading the device's copy (or opening its store). */
    reading: keep === null && !keepFailed,
    keepFailed,
    server,
    showArrivals,
    nameDevice,
    /** Drops what the device kept of the event (the server refused this account its door). */
    forget,
  };
}
