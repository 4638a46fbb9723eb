// The real push adapter: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292);
// the request itself goes through fetch with a timeout, which also lets tests use a push service on http://127.0.0.1
// (web-push's own sender speaks https only).
import { outcomeOfStatus, type PushOutcome, type PushSender } from './push-sender.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type WebPushSettings = {
  vapidKeys: () => Promise<VapidKeys>;
  /** mailto: or https: address the push services may contact. */
  subject: string;
  timeoutMs: number;
};

// A VAPID token is valid for at most a day; ours for 12 hours, made again once less than an hour is left. One token
// serves every subscription of a push service (its origin is the token's audience), so a fan-out to thousands of
// browsers signs a handful of tokens instead of one per message.
const TOKEN_SECONDS = 12 * 60 * 60;
const RENEW_BEFORE_SECONDS = 60 * 60;
const AUDIENCES_KEPT = 100;

/** The first part of an answer's body, for the log: push services explain refusals there. */
async function detailOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `${response.status} ${text.slice(0, 200)}`.trim();
}

const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** fetch says "fetch failed"; what failed is in its cause (a reset connection, a name that does not resolve). */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [String((error as Error).message), cause?.code ?? cause?.message].filter(Boolean).join(': ');
}

// web-push is loaded by the first push rather than at start, where it cost about 0.1 s.
const loadWebPush = () => import('web-push').then((module) => module.default);

export function createWebPushSender(settings: WebPushSettings): PushSender {
  const tokens = new Map<string, { authorization: string; expiresAt: number }>();

  async function authorization(endpoint: string): Promise<string> {
    const audience = new URL(endpoint).origin;
    const now = Math.floor(Date.now() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expiresAt - now > RENEW_BEFORE_SECONDS) return kept.authorization;
    const keys = await settings.vapidKeys();
    const webPush = await loadWebPush();
    const expiresAt = now + TOKEN_SECONDS;
    const headers = webPush.getVapidHeaders(
      audience,
      settings.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiresAt,
    ) as { Authorization: string };
    if (tokens.size >= AUDIENCES_KEPT) tokens.clear();
    tokens.set(audience, { authorization: headers.Authorization, expiresAt });
    return headers.Authorization;
  }

  return {
    async send(target, payload, options): Promise<PushOutcome> {
      const webPush = await loadWebPush();
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          // No vapidDetails (and never setVapidDetails): the header below is signed once per push service.
          TTL: options.ttlSeconds,
          urgency: options.urgency ?? 'normal',
          contentEncoding: 'aes128gcm',
          headers: { Authorization: await authorization(target.endpoint) },
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length of the body itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      const post = () =>
        fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body as Buffer,
          // A push service answers at once; one that redirects is not one (and must not lead us elsewhere).
          redirect: 'manual',
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      let response: Response;
      try {
        try {
          response = await post();
        } catch (error) {
          // A kept-alive connection the push service had just closed fails before anything is sent: one more try on
          // a fresh one. (Were it delivered after all, the browser replaces it: notifications carry their id as tag.)
          if (timedOut(error)) throw error;
          response = await post();
        }
      } catch (error) {
        return {
          kind: 'failed',
          status: null,
          detail: timedOut(error) ? `no answer in ${settings.timeoutMs} ms` : describe(error),
        };
      }
      const ok = response.status >= 200 && response.status < 300;
      const detail = ok ? '' : await detailOf(response);
      if (ok) await response.body?.cancel().catch(() => {});
      return outcomeOfStatus(response.status, detail);
    },
  };
}
