// A scan from the camera, a photo or a typed code: answered on the device at once, the card marked admitted here at
// once (a second scan on this device says already admitted), then queued for the server. Scans run one after another,
// so two quick scans of one card cannot both be let in.
import { CARD_CODE_PATTERN } from '@sherehe/core/card-rules';
import { useCallback, useRef, useState } from 'react';
import type { DoorBook } from './door-book.ts';
import type { DoorDevice } from './door-db.ts';
import { keepAdmission } from './door-store.ts';
import { answerQr, answerTyped, type DoorAnswer } from './door-verdict.ts';
import { enqueueScan } from './scan-queue.ts';
import type { DoorKeep } from './use-kept-list.ts';

export type ScanInput = { kind: 'qr' | 'typed'; text: string };

/** The answer on screen; `count` tells two equal answers in a row apart (each is announced). */
export type ShownAnswer = { answer: DoorAnswer; count: number };

// The server reads a scan's QR text up to this length (core's doorScan).
const QR_SENT_MAX = 200;

type ScanOptions = {
  eventId: string;
  keep: DoorKeep | null;
  device: DoorDevice | null;
  book: DoorBook | null;
  /** A scan joined the queue. */
  onQueued: () => void;
};

function buzz(answer: DoorAnswer): void {
  // A short buzz lets in, a long one stops: the officer need not read every answer. Not every phone can.
  try {
    navigator.vibrate?.(answer.verdict === 'admitted' ? 80 : [200, 100, 200]);
  } catch {
    // no vibration here
  }
}

export function useDoorScan({ eventId, keep, device, book, onQueued }: ScanOptions) {
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef({ keep, device, book, onQueued });
  latest.current = { keep, device, book, onQueued };

  const answerOne = useCallback(
    async ({ kind, text }: ScanInput) => {
      const { keep: store, device: thisDevice, book: kept } = latest.current;
      if (!store || !thisDevice || !kept) return;
      const at = new Date().toISOString();
      const answer = kind === 'qr' ? await answerQr(kept, text) : answerTyped(kept, text);
      if (answer.verdict === 'admitted' && answer.code) {
        const admission = { at, deviceId: thisDevice.id, deviceName: thisDevice.name };
        kept.admitted.set(answer.code, admission);
        keepAdmission(store.db, eventId, answer.code, admission).catch((error: unknown) =>
          console.error('An admission could not be kept on this device', error),
        );
      }
      setShown((before) => ({ answer, count: (before?.count ?? 0) + 1 }));
      buzz(answer);
      // Only admissions are sent: a card this device refused (or had already let in) admits nobody, and sending it
      // would record an admission for a guest turned away when the server knows the card better than the kept list.
      if (answer.verdict !== 'admitted' || !answer.code || !CARD_CODE_PATTERN.test(answer.code)) return;
      const qr = text.trim();
      await enqueueScan(store.db, {
        eventId,
        code: answer.code,
        at,
        ...(kind === 'qr' && qr.length <= QR_SENT_MAX ? { qr } : {}),
      });
      latest.current.onQueued();
    },
    [eventId],
  );

  const scan = useCallback(
    (input: ScanInput): Promise<void> => {
      const next = chain.current.then(() => answerOne(input));
      chain.current = next.catch((error: unknown) => console.error('A scan could not be answered', error));
      return chain.current;
    },
    [answerOne],
  );

  return { shown, scan };
}
