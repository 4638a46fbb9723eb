// A local stand-in for a browser's push service (FCM, Mozilla autopush…) on 127.0.0.1. It makes subscriptions as a
// browser would (a P-256 key pair and a 16-byte auth secret per subscription), and for every message it checks the
// VAPID Authorization header (an ES256 JWT for this origin, signed by the key it names: RFC 8292) and decrypts the
// aes128gcm body with node:crypto alone (RFC 8188 and 8291), so what the server sent is read back as a browser would.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted payload (null when the fake only counts, see `verify`). */
  text: string | null;
  /** The VAPID public key the message was signed with (the `k` of its Authorization header). */
  vapidKey: string;
  /** The JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  /** The status the fake answered. */
  status: number;
};

type Held = { ecdh: ECDH; auth: Buffer };

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (senderKey.length !== 65) throw new Error('the key id is not an uncompressed P-256 key');
  if (records.length > recordSize) throw new Error('more than one record');
  const receiverKey = ecdh.getPublicKey();
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks a VAPID header for this origin; answers the key and claims, or throws saying what is wrong. */
export function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`JWT alg ${jwtHeader.alg}`);
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not match k');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { key, claims };
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * `verify`: decrypt and check every message (tests), or only every n-th (the bench, where the fake's own decryption
 * would otherwise compete with the server for the same cores); the VAPID header is checked on those same messages.
 */
export async function startPushService({ verifyEvery = 1, port = 0 } = {}) {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  /** Answers to give, per subscription, before the default 201 (a 410 says it is gone; 500, 503, 429 fail). */
  const answers = new Map<string, number[]>();
  const failures: string[] = [];
  let count = 0;
  let origin = '';
  const waiters = new Set<() => void>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      // Control, for journeys that run the fake as a process of its own (push-service-cli.ts).
      if (request.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
      if (request.method === 'POST' && url.pathname === '/subscriptions') {
        // ?count=n makes n at once (the bench's thousands of browsers).
        const many = Number(url.searchParams.get('count') ?? 0);
        return json(201, many > 0 ? Array.from({ length: Math.min(many, 100_000) }, subscribe) : subscribe());
      }
      if (request.method === 'GET' && url.pathname === '/count') {
        return json(200, { count, checked: received.filter((push) => push.text !== null).length, failures });
      }
      if (request.method === 'GET' && url.pathname === '/messages') {
        const id = url.searchParams.get('subscription');
        return json(200, { messages: received.filter((push) => !id || push.subscriptionId === id) });
      }
      if (request.method === 'POST' && url.pathname === '/answers') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { id: string; status: number };
        answerNext(body.id, body.status);
        return json(200, { ok: true });
      }

      const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
      const subscription = id ? held.get(id) : undefined;
      if (request.method !== 'POST' || !id || !subscription) return json(404, { reason: 'no subscription' });
      count++;
      const status = answers.get(id)?.shift() ?? 201;
      const checking = count % verifyEvery === 0;
      let text: string | null = null;
      let vapid = { key: '', claims: { aud: '', exp: 0, sub: '' } };
      if (checking) {
        try {
          if (header(request.headers, 'content-encoding') !== 'aes128gcm') {
            throw new Error(`Content-Encoding ${header(request.headers, 'content-encoding')}`);
          }
          if (header(request.headers, 'ttl') === undefined) throw new Error('no TTL header');
          vapid = checkVapid(header(request.headers, 'authorization'), origin);
          text = decryptAes128gcm(Buffer.concat(chunks), subscription.ecdh, subscription.auth);
        } catch (error) {
          failures.push((error as Error).message);
          return json(400, { reason: (error as Error).message });
        }
      }
      received.push({
        subscriptionId: id,
        text,
        vapidKey: vapid.key,
        claims: vapid.claims,
        ttl: header(request.headers, 'ttl'),
        urgency: header(request.headers, 'urgency'),
        status,
      });
      for (const wake of waiters) wake();
      if (status === 410) held.delete(id);
      json(status, status < 300 ? {} : { reason: `answered ${status}` });
    });
  });

  function subscribe(): FakeSubscription & { id: string } {
    const id = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    held.set(id, { ecdh, auth });
    return {
      id,
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
    };
  }

  function answerNext(id: string, ...statuses: number[]) {
    answers.set(id, [...(answers.get(id) ?? []), ...statuses]);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe,
    /** The next messages to this subscription get these statuses (then 201 again). */
    answerNext,
    /** Messages taken or answered with an error on purpose (not those refused by a failed check). */
    received,
    /** What the checks found wrong: empty when every message was signed and encrypted as it should be. */
    failures,
    /** Every message that reached a subscription, whatever the answer. */
    count: () => count,
    /** Resolves once `predicate` holds (checked after each message); the caller's own timeout applies. */
    until(predicate: () => boolean): Promise<void> {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve) => {
        const wake = () => {
          if (!predicate()) return;
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
