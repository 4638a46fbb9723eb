// The queue's way to the server: at once after a scan, when the network comes back and every DOOR_REFRESH_MS while the
// page is open and online; batches of at most DOOR_SCANS_PER_SYNC_MAX, each removed only after a 2xx answer.
import type { DoorArrivals } from '@sherehe/core/api/door';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOOR_REFRESH_MS, sendDoorScans } from './api/door-list.ts';
import type { DoorDevice } from './door-db.ts';
import { keepAdmission } from './door-store.ts';
import { countQueued, oldestQueued, removeQueued } from './scan-queue.ts';
import { type SettledNotice, settleScans } from './settle-scans.ts';
import { type DoorKeep, refusesTheDoor } from './use-kept-list.ts';

type SyncOptions = {
  eventId: string;
  keep: DoorKeep | null;
  device: DoorDevice | null;
  online: boolean;
  /** The arrivals the server counted with the last batch. */
  onArrivals: (arrivals: DoorArrivals) => void;
  /** The server refused this account the event's door: the device forgets the event, and nothing is sent again. */
  onRefused: () => Promise<void>;
};

export function useDoorSync({ eventId, keep, device, online, onArrivals, onRefused }: SyncOptions) {
  const [waiting, setWaiting] = useState<number | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [notices, setNotices] = useState<SettledNotice[]>([]);
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  // A page left stops sending: what is still queued goes on its next open.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const latest = useRef({ device, online, onArrivals, onRefused });
  latest.current = { device, online, onArrivals, onRefused };

  const recount = useCallback(async () => {
    if (keep) setWaiting(await countQueued(keep.db, eventId));
  }, [keep, eventId]);

  const sendAll = useCallback(async () => {
    const thisDevice = latest.current.device;
    if (!keep || !thisDevice) return;
    while (mounted.current) {
      const batch = await oldestQueued(keep.db, eventId);
      if (batch.keys.length === 0 || !mounted.current) return;
      const answer = await sendDoorScans(eventId, {
        deviceId: thisDevice.id,
        ...(thisDevice.name ? { deviceName: thisDevice.name } : {}),
        scans: batch.scans.map(({ code, at, qr }) => (qr ? { code, at, qr } : { code, at })),
      });
      await removeQueued(keep.db, batch.keys);
      const { admissions, notices: told } = settleScans(batch.scans, answer);
      for (const { code, admission } of admissions) {
        keep.admitted.set(code, admission);
        await keepAdmission(keep.db, eventId, code, admission);
      }
      if (told.length > 0) setNotices((shown) => [...told.reverse(), ...shown]);
      latest.current.onArrivals(answer.arrivals);
      await recount();
    }
  }, [keep, eventId, recount]);

  /** Sends whatever waits; a call while a sync runs makes it go round once more. Never rejects. */
  const syncNow = useCallback((): Promise<void> => {
    if (!mounted.current) return Promise.resolve();
    if (!keep || !latest.current.online) return recount().catch(() => {});
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = (async () => {
      setSyncing(true);
      try {
        do {
          again.current = false;
          await sendAll();
        } while (again.current);
        setProblem(null);
      } catch (error) {
        setProblem(error);
        if (refusesTheDoor(error)) await latest.current.onRefused().catch(() => {});
      } finally {
        running.current = null;
        setSyncing(false);
        await recount().catch(() => {});
      }
    })();
    running.current = run;
    return run;
  }, [keep, sendAll, recount]);

  // On open (what an earlier visit left offline), when the network comes back, and now and then while open.
  useEffect(() => {
    if (!keep || !device) return;
    void syncNow();
    if (!online) return;
    const timer = window.setInterval(() => void syncNow(), DOOR_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [keep, device, online, syncNow]);

  return { waiting, syncing, problem, notices, syncNow, recount };
}
