// The guest list as a file the committee opens in a spreadsheet or prints for the door: CSV or XLSX, its columns and
// side words in the reader's language (the import reads both back), nothing in it ever read as a formula
// (platform/spreadsheet-export.ts). A guest's pledge is there while it stands (not cancelled).
import type { Readable } from 'node:stream';
import type { GuestSide } from '@sherehe/core/guest-rules';
import type { FastifyBaseLogger } from 'fastify';
import {
  csvFile,
  localPhone,
  type SheetCell,
  XLSX_TYPE,
  xlsxFile,
} from '../../platform/spreadsheet-export.ts';
import { type EventActor, requireEventPermission } from '../events/event-access.ts';
import type { GuestDeps } from './guest-rows.ts';
import { everyGuest, type GuestSqlRow } from './queries.ts';

type Language = 'en' | 'sw';

/** The columns in each language: the names the import reads (guest-import.ts). */
export const guestExportColumns: Record<Language, readonly string[]> = {
  en: ['Name', 'Phone', 'Email', 'Group', 'Side', 'Seats', 'Notes', 'Pledged', 'Paid'],
  sw: ['Jina', 'Simu', 'Barua pepe', 'Kundi', 'Upande', 'Viti', 'Maelezo', 'Ahadi', 'Imelipwa'],
};

const sideWords: Record<Language, Record<GuestSide, string>> = {
  en: { bride: 'Bride', groom: 'Groom', either: 'Either' },
  sw: { bride: 'Bibi harusi', groom: 'Bwana harusi', either: 'Wowote' },
};

function cellsOf(row: GuestSqlRow, phone: string, language: Language): SheetCell[] {
  const pledged = row.pledge_id !== null && row.pledge_cancelled !== true;
  return [
    row.name,
    phone,
    row.email ?? '',
    row.group_name ?? '',
    sideWords[language][row.side],
    Number(row.seats),
    row.notes ?? '',
    pledged ? Number(row.pledge_amount) : '',
    pledged ? Number(row.pledge_paid) : '',
  ];
}

async function* each<Row>(rows: Row[]): AsyncGenerator<Row> {
  yield* rows;
}

/** Checked and read before the first byte (a refusal is still a proper answer); then the file streams. */
export async function exportGuests(
  deps: GuestDeps,
  eventId: string,
  actor: EventActor,
  { format, language }: { format: 'csv' | 'xlsx'; language: Language },
  log: FastifyBaseLogger,
): Promise<{ filename: string; contentType: string; body: Readable }> {
  const { event } = await requireEventPermission(deps.db, eventId, actor, 'export');
  const rows = each(await everyGuest(deps.db, eventId));
  const sheet = { columns: guestExportColumns[language], log, what: 'guest list' };
  return format === 'csv'
    ? {
        filename: `wageni-${event.code}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csvFile(rows, {
          ...sheet,
          cells: (row) => cellsOf(row, row.phone ? localPhone(row.phone) : '', language),
        }),
      }
    : {
        filename: `wageni-${event.code}.xlsx`,
        contentType: XLSX_TYPE,
        body: await xlsxFile(rows, {
          ...sheet,
          sheet: 'Wageni',
          cells: (row) => cellsOf(row, row.phone ?? '', language),
        }),
      };
}
