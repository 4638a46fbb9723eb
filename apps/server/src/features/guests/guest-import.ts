// Guests from a file the committee keeps (a CSV, or an Excel workbook's first sheet): each line checked with the same
// rules as a guest added by hand; a line whose phone is on the list already changes that guest (only in what the line
// gives: an empty cell leaves the guest's value), the others are added, all in one transaction; bad lines are answered
// by line with a reason. Column names and side words are read case-blind, in English or Swahili.
import { guestInput } from '@sherehe/core/api/guests';
import type { ImportResult } from '@sherehe/core/api/pledges';
import { GUEST_IMPORT_ROWS_MAX } from '@sherehe/core/guest-rules';
import { AppError } from '../../platform/errors.ts';
import {
  columnsOf,
  foldedName,
  lineRefusal,
  readCsvRows,
  readXlsxRows,
  type SheetRow,
} from '../../platform/spreadsheet-rows.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import { type GuestDeps, refuseOverFull } from './guest-rows.ts';
import { type GuestValues, upsertGuest } from './queries.ts';

type Column = 'name' | 'phone' | 'email' | 'group' | 'side' | 'seats' | 'notes';

/** The names each column goes by (folded: lower case, single spaces); the export writes the first of each language. */
const headerNames: Record<string, Column> = {
  name: 'name',
  'full name': 'name',
  jina: 'name',
  'jina kamili': 'name',
  phone: 'phone',
  'phone number': 'phone',
  mobile: 'phone',
  simu: 'phone',
  'namba ya simu': 'phone',
  email: 'email',
  'e-mail': 'email',
  'barua pepe': 'email',
  group: 'group',
  household: 'group',
  kundi: 'group',
  familia: 'group',
  side: 'side',
  upande: 'side',
  seats: 'seats',
  viti: 'seats',
  notes: 'notes',
  note: 'notes',
  maelezo: 'notes',
};

const sideWords: Record<string, 'bride' | 'groom' | 'either'> = {
  bride: 'bride',
  "bride's": 'bride',
  "bride's side": 'bride',
  bibi: 'bride',
  'bibi harusi': 'bride',
  groom: 'groom',
  "groom's": 'groom',
  "groom's side": 'groom',
  bwana: 'groom',
  'bwana harusi': 'groom',
  either: 'either',
  both: 'either',
  wowote: 'either',
  wote: 'either',
};

/** A side as people write it; a word not known is left for the rules to refuse. */
const sideOf = (cell: string | undefined) => {
  if (cell === undefined) return undefined;
  const word = foldedName(cell);
  return Object.hasOwn(sideWords, word) ? sideWords[word] : cell;
};

/** "2" is 2; anything else is left for the rules to refuse. */
const seatsOf = (cell: string | undefined) =>
  cell !== undefined && /^\d+$/.test(cell) ? Number(cell) : cell;

/** A spreadsheet keeps 0754 123 456 as the number 754123456: the leading 0 comes back. */
const phoneOf = (cell: string | undefined) =>
  cell !== undefined && /^[67]\d{8}$/.test(cell.replace(/\s/g, '')) ? `0${cell}` : cell;

async function rowsOf(body: unknown): Promise<SheetRow[]> {
  if (typeof body === 'string') return readCsvRows(body, 'guest.import_not_file');
  if (Buffer.isBuffer(body)) return readXlsxRows(body, 'guest.import_not_file');
  throw new AppError('validation', 'guest.import_not_file');
}

type GoodLine = { values: GuestValues; changes: Partial<GuestValues> };

function readLines(rows: SheetRow[], at: (column: Column) => number) {
  const rejected: ImportResult['rejected'] = [];
  const good: GoodLine[] = [];
  for (const { cells, line } of rows) {
    // A cell left empty is not given: a new guest takes the defaults, a guest on the list keeps their value.
    const given = (column: Column) => {
      const cell = at(column) < 0 ? '' : (cells[at(column)] ?? '');
      return cell === '' ? undefined : cell;
    };
    const parsed = guestInput.safeParse({
      name: at('name') < 0 ? undefined : (cells[at('name')] ?? ''),
      phone: phoneOf(given('phone')),
      email: given('email'),
      group: given('group'),
      side: sideOf(given('side')),
      seats: seatsOf(given('seats')),
      notes: given('notes'),
    });
    if (!parsed.success) {
      rejected.push(lineRefusal(line, parsed.error.issues, 'validation.invalid'));
      continue;
    }
    const value = parsed.data;
    const values: GuestValues = {
      name: value.name,
      phone: value.phone ?? null,
      email: value.email ?? null,
      groupName: value.group ?? null,
      side: value.side,
      seats: value.seats,
      notes: value.notes ?? null,
    };
    good.push({
      values,
      changes: {
        name: values.name,
        ...(given('email') === undefined ? {} : { email: values.email }),
        ...(given('group') === undefined ? {} : { groupName: values.groupName }),
        ...(given('side') === undefined ? {} : { side: values.side }),
        ...(given('seats') === undefined ? {} : { seats: values.seats }),
        ...(given('notes') === undefined ? {} : { notes: values.notes }),
      },
    });
  }
  return { good, rejected };
}

export async function importGuests(
  deps: GuestDeps,
  eventId: string,
  actor: EventActor,
  body: unknown,
): Promise<ImportResult> {
  await requireEventPermission(deps.db, eventId, actor, 'manage_guests');
  const [header, ...rows] = await rowsOf(body);
  if (!header) throw new AppError('validation', 'guest.import_empty');
  const at = columnsOf(header.cells, headerNames);
  if (at('name') < 0) throw new AppError('validation', 'guest.import_header_invalid');
  if (rows.length === 0) throw new AppError('validation', 'guest.import_empty');
  if (rows.length > GUEST_IMPORT_ROWS_MAX) {
    throw new AppError('validation', 'guest.import_too_large', { max: GUEST_IMPORT_ROWS_MAX });
  }
  const { good, rejected } = readLines(rows, at);

  const counts = await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_guests', { lock: true });
    let added = 0;
    for (const { values, changes } of good) {
      const { inserted } = await upsertGuest(tx, { ...values, eventId, createdBy: actor.id }, changes);
      if (inserted) added += 1;
    }
    const updated = good.length - added;
    // The whole file or none of it: a list it would overfill is left as it was.
    await refuseOverFull(tx, eventId);
    if (good.length > 0) {
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'guests_imported',
        details: { added, updated },
      });
    }
    return { added, updated };
  });
  return { ...counts, rejected };
}
