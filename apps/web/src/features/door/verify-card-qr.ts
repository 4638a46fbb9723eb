// A card's QR code checked on the device, with no network: its shape, the event it names, and its Ed25519 signature
// by the event's key over `SHC1|<event id>|<card code>|<seats>` (core's card-rules.ts; the server signs in
// apps/server/src/features/cards/card-signing.ts and checks the same way).
import { CARD_QR_VERSION, cardSignedText } from '@sherehe/core/card-rules';

export type CardQrFacts = { eventCode: string; cardCode: string; seats: number };

// As the server reads it: the event's code is not signed (its id is), it only says which event the card is for.
const QR_SHAPE = new RegExp(
  `^${CARD_QR_VERSION}\\.([A-Z0-9]{1,16})\\.([ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8})\\.(10|[1-9])\\.([A-Za-z0-9_-]{86})$`,
);

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The QR text's parts when it has a card's shape (nothing checked yet). */
export function readCardQr(text: string): (CardQrFacts & { signature: string }) | null {
  const match = QR_SHAPE.exec(text.trim());
  if (!match) return null;
  const [, eventCode = '', cardCode = '', seats = '', signature = ''] = match;
  return { eventCode, cardCode, seats: Number(seats), signature };
}

type Verify = (signature: Uint8Array<ArrayBuffer>, message: Uint8Array<ArrayBuffer>) => Promise<boolean>;

const verifiers = new Map<string, Promise<Verify | null>>();

/**
 * WebCrypto's Ed25519 where the browser has it (Chrome 137+, Safari 17+, Firefox 129+); else @noble/ed25519, loaded
 * only then. Null for a key that is not one.
 */
async function makeVerifier(publicKey: string): Promise<Verify | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(publicKey)) return null;
  const raw = fromBase64Url(publicKey);
  try {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return (signature, message) => crypto.subtle.verify({ name: 'Ed25519' }, key, signature, message);
  } catch {
    const { verifyAsync } = await import('@noble/ed25519');
    // RFC 8032's stricter rules, as the server's OpenSSL: a signature one accepts the other accepts too.
    return (signature, message) => verifyAsync(signature, message, raw, { zip215: false }).catch(() => false);
  }
}

/**
 * Gets the event's verifier ready (and, on a browser without Ed25519 in WebCrypto, its fallback's code loaded while
 * the network is there), so the first scan is answered at once.
 */
export function cardVerifier(publicKey: string): Promise<Verify | null> {
  let verifier = verifiers.get(publicKey);
  if (!verifier) {
    verifier = makeVerifier(publicKey).catch(() => null);
    verifiers.set(publicKey, verifier);
  }
  return verifier;
}

/** The card a QR text stands for when the event's key signed it for this event; null for anything else. */
export async function verifyCardQr(
  text: string,
  event: { id: string; code: string },
  publicKey: string,
): Promise<CardQrFacts | null> {
  const read = readCardQr(text);
  if (!read || read.eventCode !== event.code) return null;
  const signature = fromBase64Url(read.signature);
  // A 64-byte signature's last base64url character carries four unused bits: only the one spelling of it counts.
  if (signature.length !== 64 || toBase64Url(signature) !== read.signature) return null;
  const verify = await cardVerifier(publicKey);
  if (!verify) return null;
  const message = new TextEncoder().encode(cardSignedText(event.id, read.cardCode, read.seats));
  const valid = await verify(signature, message).catch(() => false);
  return valid ? { eventCode: read.eventCode, cardCode: read.cardCode, seats: read.seats } : null;
}
