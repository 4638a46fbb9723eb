// The cards' signatures: an event's key pair made once (also when two requests race for it), the QR text's shape, and
// every altered or foreign text refused; the raw public key as WebCrypto (a door device's browser) imports it.
import { randomUUID } from 'node:crypto';
import { cardSignedText } from '@sherehe/core/card-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../../test/event-factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { eventCardKeys } from '../../db/schema/all.ts';
import { cardKeyOf, cardPublicKeyOf, cardQrText, makeCardKey, verifyCardQr } from './card-signing.ts';

const event = { id: randomUUID(), code: 'HX7K2P' };
const card = { code: 'ABCDEFGH', seats: 2 };
const key = makeCardKey();

/** The text with one part replaced (0 the version … 4 the signature). */
const withPart = (text: string, index: number, part: string) =>
  text
    .split('.')
    .map((value, i) => (i === index ? part : value))
    .join('.');

describe('a card QR text', () => {
  it('has the shape of card-rules.ts and verifies with the event key', () => {
    const text = cardQrText(event, card, key);
    expect(text).toMatch(/^SHC1\.HX7K2P\.ABCDEFGH\.2\.[A-Za-z0-9_-]{86}$/);
    expect(text.length).toBeLessThan(128);
    expect(cardQrText(event, card, key)).toBe(text); // Ed25519 is deterministic: a card shows one text
    expect(verifyCardQr(text, event.id, key.publicKey)).toEqual({
      eventCode: 'HX7K2P',
      cardCode: 'ABCDEFGH',
      seats: 2,
    });
  });

  it('keeps the public key raw (32 bytes), as WebCrypto imports it for a door device', async () => {
    const raw = Buffer.from(key.publicKey, 'base64url');
    expect(raw).toHaveLength(32);
    const text = cardQrText(event, card, key);
    const signature = Buffer.from(text.split('.')[4] as string, 'base64url');
    const imported = await crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    const signed = new TextEncoder().encode(cardSignedText(event.id, card.code, card.seats));
    expect(await crypto.subtle.verify({ name: 'Ed25519' }, imported, signature, signed)).toBe(true);
  });

  it('fails when forged, altered, or checked against another event', () => {
    const text = cardQrText(event, card, key);
    const signature = text.split('.')[4] as string;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const other = makeCardKey();
    const refused = {
      'a forged signature': [withPart(text, 4, flipped), event.id, key.publicKey],
      'another seat count': [withPart(text, 3, '3'), event.id, key.publicKey],
      'another card code': [withPart(text, 2, 'ABCDEFGJ'), event.id, key.publicKey],
      "another event's key": [text, event.id, other.publicKey],
      "another event's id": [text, randomUUID(), key.publicKey],
      "signed by another event's key": [cardQrText(event, card, other), event.id, key.publicKey],
      'another version': [withPart(text, 0, 'SHC2'), event.id, key.publicKey],
      'seats out of range': [withPart(text, 3, '11'), event.id, key.publicKey],
      'a leading zero': [withPart(text, 3, '02'), event.id, key.publicKey],
      'a lower-case code': [withPart(text, 2, 'abcdefgh'), event.id, key.publicKey],
      'a cut signature': [text.slice(0, -1), event.id, key.publicKey],
      'no text': ['', event.id, key.publicKey],
      'a broken key': [text, event.id, 'not-a-key'],
    } as const;
    for (const [what, [given, eventId, publicKey]] of Object.entries(refused)) {
      expect(verifyCardQr(given, eventId, publicKey), what).toBeNull();
    }
  });

  it('takes only the one spelling of a signature (base64url leaves four bits of its last character unused)', () => {
    const text = cardQrText(event, card, key);
    const signature = text.split('.')[4] as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) as string);
    // The same 64 bytes, spelled with the unused bits set.
    const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(verifyCardQr(withPart(text, 4, respelled), event.id, key.publicKey)).toBeNull();
  });
});

describe("an event's key pair", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is made on first need, once, also when several ask at the same time', async () => {
    const { db } = database;
    const stored = await buildEvent(db);
    const keys = await Promise.all(Array.from({ length: 5 }, () => cardKeyOf(db, stored.id)));
    expect(new Set(keys.map((made) => made.publicKey)).size).toBe(1);
    const rows = await db.select().from(eventCardKeys).where(eq(eventCardKeys.eventId, stored.id));
    expect(rows).toHaveLength(1);
    expect(await cardPublicKeyOf(db, stored.id)).toBe(keys[0]?.publicKey);

    const text = cardQrText(stored, card, keys[0] as (typeof keys)[number]);
    expect(verifyCardQr(text, stored.id, await cardPublicKeyOf(db, stored.id))).not.toBeNull();
    const another = await buildEvent(db);
    expect(verifyCardQr(text, stored.id, await cardPublicKeyOf(db, another.id))).toBeNull();
  });
});
