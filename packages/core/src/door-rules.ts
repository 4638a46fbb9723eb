// The door (issue 39): what a gate device is told about a card, and the limits of what it sends. Zod-free, so the door
// page reads them without loading zod; the server enforces the same rules.

/**
 * A scan's answer. admitted: let them in (first admission of the card); already_admitted: the card was admitted
 * before (when, by which device); revoked: the hosts revoked it; not_for_event: no card of this event has this code,
 * or the QR code's signature is not the event's (forged, or another event's card).
 */
export const doorVerdicts = ['admitted', 'already_admitted', 'revoked', 'not_for_event'] as const;
export type DoorVerdict = (typeof doorVerdicts)[number];

/** Scans a device sends in one request: a queue filled offline syncs in a few of these. */
export const DOOR_SCANS_PER_SYNC_MAX = 200;
/** A device names itself once (its own random id, kept on it): what "admitted by which device" shows. */
export const DOOR_DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const DOOR_DEVICE_NAME_MAX = 40;
/**
 * How far a scan's time may lie ahead of the server's clock: a device's clock may be a little fast, never a day. A scan
 * from further ahead is stamped with the server's time.
 */
export const DOOR_CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * How far before a device's list the changes it asks for reach back: an admission written while the list was read
 * (its time is its transaction's start, before the list's own) still reaches it.
 */
export const DOOR_LIST_OVERLAP_MS = 60 * 1000;
