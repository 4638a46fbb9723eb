// ClickPesa's payload checksum: HMAC-SHA256 (hex) with the checksum key over the payload as compact JSON with every
// object's keys sorted, recursively, `checksum` and `checksumMethod` left out (docs.clickpesa.com/home/checksum).
// Webhooks are signed the same way. Shared by the adapter and the test fake, so both sides compute it one way.
import { createHmac, timingSafeEqual } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function clickPesaChecksum(key: string, payload: Record<string, unknown>): string {
  const { checksum: _checksum, checksumMethod: _method, ...signed } = payload;
  return createHmac('sha256', key)
    .update(JSON.stringify(canonical(signed)))
    .digest('hex');
}

/** Compared in constant time, so the answer's timing tells a forger nothing about how close they came. */
export function hasValidChecksum(key: string, payload: Record<string, unknown>): boolean {
  const given = payload.checksum;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(clickPesaChecksum(key, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** ClickPesa's order references are kept alphanumeric: our uuid without its hyphens, and back. */
export const toOrderReference = (uuid: string): string => uuid.replaceAll('-', '');
export function fromOrderReference(reference: string): string | null {
  const hex = reference.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
