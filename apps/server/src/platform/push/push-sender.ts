// Web Push behind a small interface (decision 015): the real adapter signs with VAPID and encrypts with the web-push
// package (web-push-sender.ts); tests and the bench point it at a local push service on 127.0.0.1.

/** A browser's subscription as the push service knows it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome =
  /** The push service took the message. */
  | { kind: 'sent'; status: number }
  /** 404 or 410: the subscription is gone for good (unsubscribed, expired); it is removed. */
  | { kind: 'gone'; status: number }
  /** The push service refused this message (400, 401, 403, 413…): sending it again would not help. */
  | { kind: 'refused'; status: number; detail: string }
  /** Worth trying again later: 429, 5xx, no answer in time, no connection. */
  | { kind: 'failed'; status: number | null; detail: string };

export type PushMessageOptions = {
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency?: 'low' | 'normal' | 'high';
};

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
}

/** What a push service's status means for the message and the subscription. */
export function outcomeOfStatus(status: number, detail: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'failed', status, detail };
  return { kind: 'refused', status, detail };
}
