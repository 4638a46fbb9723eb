// Each event's Ed25519 key pair and the cards' signed QR text (core's card-rules.ts): the server signs, a door device
// holding the event's public key verifies a card with no network. The public key is kept raw (32 bytes, base64url),
// the one form every verifier takes as it is: WebCrypto's importKey('raw', …, { name: 'Ed25519' }) in Chrome 137+,
// @noble/ed25519, and Node (as the JWK's `x`).
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { CARD_QR_VERSION, cardSignedText } from '@sherehe/core/card-rules';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { type CardKeyRow, findCardKey, insertCardKeyUnlessMade } from './public-queries.ts';

export type CardKey = CardKeyRow;

export function makeCardKey(): CardKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const { x } = publicKey.export({ format: 'jwk' });
  if (!x) throw new Error('an Ed25519 public key without its x');
  return {
    publicKey: x,
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url'),
  };
}

/** The event's key pair, made on first need; two requests making it at once both end with the one stored. */
export async function cardKeyOf(db: Database, eventId: string): Promise<CardKey> {
  const found = await findCardKey(db, eventId);
  if (found) return found;
  await insertCardKeyUnlessMade(db, eventId, makeCardKey());
  const stored = await findCardKey(db, eventId);
  if (!stored) throw new Error(`no card key stored for event ${eventId}`);
  return stored;
}

/** What a door device verifies the event's cards with: the raw public key, base64url. */
export async function cardPublicKeyOf(db: Database, eventId: string): Promise<string> {
  return (await cardKeyOf(db, eventId)).publicKey;
}

// Parsing a PKCS#8 key on every card shown costs more than the signature itself; the parsed keys of busy events stay.
const parsedPrivateKeys = new LRUCache<string, KeyObject>({ max: 500 });

function privateKeyObject(privateKey: string): KeyObject {
  let parsed = parsedPrivateKeys.get(privateKey);
  if (!parsed) {
    parsed = createPrivateKey({ key: Buffer.from(privateKey, 'base64url'), format: 'der', type: 'pkcs8' });
    parsedPrivateKeys.set(privateKey, parsed);
  }
  return parsed;
}

/**
 * The QR code's text, `SHC1.<event code>.<card code>.<seats>.<signature>`. Ed25519 signs deterministically, so a card
 * always shows the same text: a picture of it may be kept for as long as the card is not re-made.
 */
export function cardQrText(
  event: { id: string; code: string },
  card: { code: string; seats: number },
  key: Pick<CardKey, 'privateKey'>,
): string {
  const signature = sign(
    null,
    Buffer.from(cardSignedText(event.id, card.code, card.seats)),
    privateKeyObject(key.privateKey),
  );
  return [CARD_QR_VERSION, event.code, card.code, card.seats, signature.toString('base64url')].join('.');
}

export type CardQrFacts = { eventCode: string; cardCode: string; seats: number };

// The event's code is not signed (its id is): it only tells a door device which event's key to try.
const QR_SHAPE = new RegExp(
  `^${CARD_QR_VERSION}\\.([A-Z0-9]{1,16})\\.([ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8})\\.(10|[1-9])\\.([A-Za-z0-9_-]{86})$`,
);

function publicKeyObject(publicKey: string): KeyObject | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(publicKey)) return null;
  try {
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
  } catch {
    return null;
  }
}

/** The card a QR text stands for when the event's key signed it for this event; null for anything else. */
export function verifyCardQr(text: string, eventId: string, publicKey: string): CardQrFacts | null {
  const match = QR_SHAPE.exec(text);
  const key = publicKeyObject(publicKey);
  if (!match || !key) return null;
  const [, eventCode = '', cardCode = '', seatsText = '', signature = ''] = match;
  const bytes = Buffer.from(signature, 'base64url');
  // A 64-byte signature's last base64url character carries four unused bits: only the one spelling of it counts.
  if (bytes.toString('base64url') !== signature) return null;
  const seats = Number(seatsText);
  const signed = Buffer.from(cardSignedText(eventId, cardCode, seats));
  return verify(null, signed, key, bytes) ? { eventCode, cardCode, seats } : null;
}
