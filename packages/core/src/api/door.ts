// The door (issue 39): what a gate device keeps to admit guests with no network (the event, its public key, its
// cards: names, seats and card types, never phones or pledges), the scans it sends when it can, and the arrivals the
// committee watches: the API contract. The server settles scans between devices: a card's first admission wins.
import { z } from 'zod';
import { CARD_CODE_PATTERN } from '../card-rules.ts';
import {
  DOOR_DEVICE_ID_PATTERN,
  DOOR_DEVICE_NAME_MAX,
  DOOR_SCANS_PER_SYNC_MAX,
  doorVerdicts,
} from '../door-rules.ts';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export { eventIdParams } from './events.ts';

/** Who admitted a card: the device (its name as its officer gave it, else the officer's name) and when. */
export const doorAdmission = z.object({
  /** When the device scanned it (its clock, no later than the server's allows). */
  at: z.iso.datetime(),
  deviceId: z.string(),
  deviceName: z.string(),
});
export type DoorAdmission = z.infer<typeof doorAdmission>;

/** A card the door may be shown: sent or revoked (a card still waiting was never given out). */
export const doorCard = z.object({
  code: z.string(),
  name: z.string(),
  seats: z.number().int(),
  typeName: z.string(),
  status: z.enum(['sent', 'revoked']),
  admission: doorAdmission.nullable(),
});
export type DoorCard = z.infer<typeof doorCard>;

export const doorArrivals = z.object({
  /** Cards admitted, and the seats they hold. */
  guests: z.number().int(),
  seats: z.number().int(),
  /** Cards that could come: given out and not revoked, or admitted before a revoke. */
  expectedGuests: z.number().int(),
  expectedSeats: z.number().int(),
  lastAt: z.iso.datetime().nullable(),
});
export type DoorArrivals = z.infer<typeof doorArrivals>;

/** Everything a gate device keeps to work with no network. */
export const doorList = z.object({
  event: z.object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    /** UTC; shown in Africa/Dar_es_Salaam. */
    startsAt: z.iso.datetime(),
    venue: z.string(),
  }),
  /** The event's Ed25519 public key (raw, base64url): a QR code's signature is verified on the device. */
  publicKey: z.string(),
  cards: z.array(doorCard),
  arrivals: doorArrivals,
  /** The server's time of the list: the device shows how fresh its copy is, and asks for changes since. */
  at: z.iso.datetime(),
  /** The cards as the door shows them, admissions aside, in a few characters: a device sends it back with `since`. */
  fingerprint: z.string(),
  /**
   * True when the device's cards were all still as it keeps them: `cards` then holds only those admitted since its
   * list (a minute of overlap), and the device keeps the rest.
   */
  changesOnly: z.boolean(),
});
export type DoorList = z.infer<typeof doorList>;

/**
 * What a device already keeps of the list (its time and fingerprint): then, through an event's thousands of cards,
 * the minute's refresh carries only the admissions since, not every name again.
 */
export const doorListQuery = z.object({
  since: z.iso.datetime({ error: reason('door.list_query_invalid') }).optional(),
  list: z
    .string({ error: reason('door.list_query_invalid') })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, reason('door.list_query_invalid'))
    .optional(),
});
export type DoorListQuery = z.infer<typeof doorListQuery>;

const cardCode = z
  .string({ error: reason('door.scans_invalid') })
  .regex(CARD_CODE_PATTERN, reason('door.scans_invalid'));

/** One scan, read from a QR code or typed, online or queued offline. */
export const doorScan = z.object({
  code: cardCode,
  /** When the device scanned it. */
  at: z.iso.datetime({ error: reason('door.scans_invalid') }),
  /** The QR code's text when the card was scanned, not typed: the server checks its signature too. */
  qr: z.string().max(200, reason('door.scans_invalid')).optional(),
});
export type DoorScan = z.input<typeof doorScan>;

export const doorScansInput = z.object({
  deviceId: z
    .string({ error: reason('door.device_invalid') })
    .regex(DOOR_DEVICE_ID_PATTERN, reason('door.device_invalid')),
  /** What other devices are told admitted a card ("Gate 2"); the officer's name when empty. */
  deviceName: plainText(z.string().trim())
    .max(DOOR_DEVICE_NAME_MAX, reason('door.device_invalid'))
    .optional(),
  scans: z
    .array(doorScan, { error: reason('door.scans_invalid') })
    .min(1, reason('door.scans_invalid'))
    .max(DOOR_SCANS_PER_SYNC_MAX, reason('door.scans_too_many')),
});
export type DoorScansInput = z.input<typeof doorScansInput>;

/** The server's word on a scan, in the order sent. */
export const doorScanResult = z.object({
  code: z.string(),
  verdict: z.enum(doorVerdicts),
  /** The card's guest (absent for not_for_event). */
  name: z.string().nullable(),
  seats: z.number().int().nullable(),
  typeName: z.string().nullable(),
  /** With admitted and already_admitted: the card's (first) admission. */
  admission: doorAdmission.nullable(),
});
export type DoorScanResult = z.infer<typeof doorScanResult>;

export const doorScansResult = z.object({
  results: z.array(doorScanResult),
  arrivals: doorArrivals,
});
export type DoorScansResult = z.infer<typeof doorScansResult>;
