// The door's rules (issue 39): a gate officer (check_in: the gate role, a secretary, a chair, the host) takes the
// event's cards to a device and admits guests by their card, online or offline; the server settles the scans between
// devices. A card's first admission to reach the server wins; a later scan from another device is told when and by
// which device, and a device re-sending its own scan (its answer lost) is told admitted again. The committee's readers
// (view_ledger) watch the arrivals. Nobody at the door is shown a phone, an e-mail, a note or a pledge.
import { createHash } from 'node:crypto';
import type {
  DoorAdmission,
  DoorArrivals,
  DoorCard,
  DoorList,
  DoorListQuery,
  DoorScanResult,
  DoorScansResult,
  doorScansInput,
} from '@sherehe/core/api/door';
import { DOOR_CLOCK_SKEW_MS, DOOR_LIST_OVERLAP_MS } from '@sherehe/core/door-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { cardPublicKeyOf, verifyCardQr } from '../cards/card-signing.ts';
import { type EventActor, requireEventPermission, roleOnEvent } from '../events/event-access.ts';
import {
  type AdmissionSqlRow,
  accountName,
  admissionOf,
  arrivalsRow,
  cardsByCodes,
  databaseNow,
  doorCardRows,
  insertAdmissionUnlessThere,
  type ScannedCardSqlRow,
} from './queries.ts';

export type DoorDeps = { db: Database };

const iso = (value: string | Date) => new Date(value).toISOString();

const toAdmission = (row: AdmissionSqlRow): DoorAdmission => ({
  at: iso(row.scanned_at),
  deviceId: row.device_id,
  deviceName: row.device_name,
});

async function arrivalsOf(db: Database, eventId: string): Promise<DoorArrivals> {
  const row = await arrivalsRow(db, eventId);
  return {
    guests: Number(row?.guests ?? 0),
    seats: Number(row?.seats ?? 0),
    expectedGuests: Number(row?.expected_guests ?? 0),
    expectedSeats: Number(row?.expected_seats ?? 0),
    lastAt: row?.last_at ? iso(row.last_at) : null,
  };
}

/** The cards as the door shows them, admissions aside, hashed: equal on the device, only admissions can differ. */
function fingerprintOf(cards: DoorCard[]): string {
  const hash = createHash('sha256');
  for (const card of cards) {
    hash.update(JSON.stringify([card.code, card.name, card.seats, card.typeName, card.status]));
  }
  return hash.digest('base64url').slice(0, 22);
}

/**
 * What a gate device keeps to work with no network. Reading it is allowed on an event an admin hid (the door still
 * has to know who came); admitting is not. A device that sends its list's time and fingerprint, still current, is
 * sent only the cards admitted since (DOOR_LIST_OVERLAP_MS before, so none written during its last read is missed:
 * an admission's time is its transaction's start on the database's clock, which `at` is read from too).
 */
export async function doorList(
  { db }: DoorDeps,
  eventId: string,
  actor: EventActor,
  kept: DoorListQuery = {},
): Promise<DoorList> {
  const { event } = await requireEventPermission(db, eventId, actor, 'check_in', { evenIfHidden: true });
  const at = await databaseNow(db);
  const publicKey = await cardPublicKeyOf(db, event.id);
  const [rows, arrivals] = await Promise.all([doorCardRows(db, event.id), arrivalsOf(db, event.id)]);
  const listed = rows.map((row) => ({
    card: {
      code: row.code,
      name: row.name,
      seats: Number(row.seats),
      typeName: row.type_name,
      status: row.status,
      admission:
        row.scanned_at === null || row.device_id === null || row.device_name === null
          ? null
          : toAdmission({
              scanned_at: row.scanned_at,
              device_id: row.device_id,
              device_name: row.device_name,
            }),
    } satisfies DoorCard,
    recordedAt: row.recorded_at === null ? null : new Date(row.recorded_at).getTime(),
  }));
  const cards = listed.map((each) => each.card);
  const fingerprint = fingerprintOf(cards);
  const from =
    kept.since !== undefined && kept.list === fingerprint
      ? new Date(kept.since).getTime() - DOOR_LIST_OVERLAP_MS
      : null;
  return {
    event: {
      id: event.id,
      code: event.code,
      name: event.name,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
    },
    publicKey,
    cards:
      from === null
        ? cards
        : listed
            .filter((each) => each.recordedAt !== null && each.recordedAt > from)
            .map((each) => each.card),
    arrivals,
    at: at.toISOString(),
    fingerprint,
    changesOnly: from !== null,
  };
}

/** The committee's readers and the door: anyone on the event with check_in or view_ledger. */
export async function doorArrivals(
  { db }: DoorDeps,
  eventId: string,
  actor: EventActor,
): Promise<DoorArrivals> {
  const found = await roleOnEvent(db, eventId, actor);
  if (!found) throw new AppError('not_found', 'event.not_found');
  if (!found.permissions.includes('check_in') && !found.permissions.includes('view_ledger')) {
    throw new AppError('forbidden', 'event.not_allowed');
  }
  return arrivalsOf(db, found.event.id);
}

const notForEvent = (code: string): DoorScanResult => ({
  code,
  verdict: 'not_for_event',
  name: null,
  seats: null,
  typeName: null,
  admission: null,
});

/** A device's clock may run a little fast, never a day: a scan from further ahead is stamped with the server's time. */
export function admissionTime(scannedAt: string, now: Date): Date {
  const at = new Date(scannedAt);
  return at.getTime() > now.getTime() + DOOR_CLOCK_SKEW_MS ? now : at;
}

type Scan = z.output<typeof doorScansInput>['scans'][number];
type Device = { id: string; name: string };

/**
 * One scan's verdict. Each admission is its own statement, outside any transaction: a batch holds no lock while the
 * next card is looked at, so two devices syncing the same cards in opposite orders wait for nothing but each insert.
 */
async function settleScan(
  db: Database,
  context: { eventId: string; publicKey: () => Promise<string>; actorId: string; device: Device; now: Date },
  scan: Scan,
  card: ScannedCardSqlRow | undefined,
): Promise<DoorScanResult> {
  // A card never given out is as unknown to the door as a code no card has.
  if (!card || card.status === 'waiting') return notForEvent(scan.code);
  if (scan.qr !== undefined) {
    const facts = verifyCardQr(scan.qr, context.eventId, await context.publicKey());
    // A forged QR code, or another event's, whatever code was typed beside it.
    if (!facts || facts.cardCode !== scan.code) return notForEvent(scan.code);
  }
  const guest = { code: scan.code, name: card.name, seats: Number(card.seats), typeName: card.type_name };
  if (card.status === 'revoked') return { ...guest, verdict: 'revoked', admission: null };
  const scannedAt = admissionTime(scan.at, context.now);
  const inserted = await insertAdmissionUnlessThere(db, {
    cardId: card.id,
    eventId: context.eventId,
    deviceId: context.device.id,
    deviceName: context.device.name,
    admittedBy: context.actorId,
    scannedAt,
  });
  if (inserted) return { ...guest, verdict: 'admitted', admission: toAdmission(inserted) };
  const first = await admissionOf(db, card.id);
  if (!first) throw new Error(`card ${card.id} has an admission that cannot be read`);
  // The same scan sent again (its answer lost on the way: same device, same moment) is told what it was told the
  // first time; a second scan of the card, even on the same device (another tab), is a second person at the door.
  const resent =
    first.device_id === context.device.id && new Date(first.scanned_at).getTime() === scannedAt.getTime();
  const verdict = resent ? 'admitted' : 'already_admitted';
  return { ...guest, verdict, admission: toAdmission(first) };
}

export async function scanCards(
  { db }: DoorDeps,
  eventId: string,
  actor: EventActor,
  input: z.output<typeof doorScansInput>,
): Promise<DoorScansResult> {
  // An event an admin hid still has its wedding: the door keeps working (hiding is about what the public sees and
  // the money), and a gate's queue is never stuck behind a refusal it cannot change.
  const { event } = await requireEventPermission(db, eventId, actor, 'check_in', { evenIfHidden: true });
  const now = new Date();
  const deviceName = input.deviceName?.trim() || (await accountName(db, actor.id));
  const codes = [...new Set(input.scans.map((scan) => scan.code))];
  const cards = new Map((await cardsByCodes(db, event.id, codes)).map((card) => [card.code, card]));
  let publicKey: Promise<string> | undefined;
  const context = {
    eventId: event.id,
    publicKey: () => {
      publicKey ??= cardPublicKeyOf(db, event.id);
      return publicKey;
    },
    actorId: actor.id,
    device: { id: input.deviceId, name: deviceName },
    now,
  };
  const results: DoorScanResult[] = [];
  // In the order sent: a card scanned twice in one batch is admitted by its first scan, the second told so.
  for (const scan of input.scans) results.push(await settleScan(db, context, scan, cards.get(scan.code)));
  return { results, arrivals: await arrivalsOf(db, event.id) };
}
