// Where a page of the finder ended, opaque to the client: the last name (alphabetical lists) or the last distance
// (nearest-first lists) with the id, so equal names or distances never repeat or skip a place.

import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/page-cursor.ts';
import type { DistancePosition, NamePosition } from './queries.ts';

const notValid = () => new AppError('validation', 'page.cursor_invalid');

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(cursor: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw notValid();
}

export const encodeNamePosition = (position: NamePosition) => encode({ n: position.name, i: position.id });

export function decodeNamePosition(cursor: string): NamePosition {
  const { n, i } = decode(cursor);
  if (typeof n !== 'string' || n.length > 200 || typeof i !== 'string' || !isUuid(i)) throw notValid();
  return { name: n, id: i };
}

export const encodeDistancePosition = (position: DistancePosition) =>
  encode({ d: position.chord, i: position.id });

export function decodeDistancePosition(cursor: string): DistancePosition {
  const { d, i } = decode(cursor);
  if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || typeof i !== 'string' || !isUuid(i)) {
    throw notValid();
  }
  return { chord: d, id: i };
}
