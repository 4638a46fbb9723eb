// A card's QR code verified on the device: WebCrypto's Ed25519, and @noble/ed25519 where the browser has none.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_CODE, EVENT_ID, makeEventKey, signedQr } from './door-test-fixtures.tsx';
import { readCardQr, verifyCardQr } from './verify-card-qr.ts';

const event = { id: EVENT_ID, code: EVENT_CODE };

afterEach(() => vi.restoreAllMocks());

describe('verifyCardQr', () => {
  it('reads a card signed by the event’s key and refuses one signed by another', async () => {
    const key = await makeEventKey();
    const other = await makeEventKey();
    const qr = await signedQr(key, 'K7P2QXAB', 3);
    expect(await verifyCardQr(qr, event, key.publicKey)).toEqual({
      eventCode: EVENT_CODE,
      cardCode: 'K7P2QXAB',
      seats: 3,
    });
    expect(await verifyCardQr(qr, event, other.publicKey)).toBeNull();
    expect(await verifyCardQr(qr.replace('.3.', '.4.'), event, key.publicKey)).toBeNull();
    expect(await verifyCardQr(qr, { ...event, code: 'HARUS7' }, key.publicKey)).toBeNull();
    expect(await verifyCardQr(qr, event, 'not-a-key')).toBeNull();
  });

  it('falls back to @noble/ed25519 where WebCrypto has no Ed25519', async () => {
    const key = await makeEventKey();
    const qr = await signedQr(key, 'K7P2QXAB', 3);
    const importKey = vi
      .spyOn(crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Ed25519 is not supported', 'NotSupportedError'));
    expect(await verifyCardQr(qr, event, key.publicKey)).toMatchObject({ cardCode: 'K7P2QXAB' });
    expect(await verifyCardQr(qr.replace('.3.', '.2.'), event, key.publicKey)).toBeNull();
    expect(importKey).toHaveBeenCalled();
  });

  it('reads only the shape the server writes', () => {
    expect(readCardQr('SHC1.K7P2QX.K7P2QXAB.3.short')).toBeNull();
    expect(readCardQr(`SHC1.K7P2QX.K7P2QXA0.3.${'A'.repeat(86)}`)).toBeNull();
    expect(readCardQr(`SHC1.K7P2QX.K7P2QXAB.11.${'A'.repeat(86)}`)).toBeNull();
    expect(readCardQr(`SHC1.K7P2QX.K7P2QXAB.10.${'A'.repeat(86)}`)).toMatchObject({ seats: 10 });
  });
});
