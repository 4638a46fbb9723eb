// The ledger as a file the committee opens in a spreadsheet: CSV or XLSX, written as it is read (in pages by keyset),
// so an event of any size streams without being held in memory; nothing in it is ever read as a formula
// (platform/spreadsheet-export.ts).
import type { Readable } from 'node:stream';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import type { PledgeStatus } from '@sherehe/core/event-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { csvFile, localPhone, XLSX_TYPE, xlsxFile } from '../../platform/spreadsheet-export.ts';
import type { EventActor } from '../events/event-access.ts';
import { requireEventPermission } from '../events/event-access.ts';
import { type LedgerSqlRow, ledgerChunk } from './queries.ts';

const CHUNK = 1000;
type Language = 'en' | 'sw';

/** The columns in each language; the Swahili names are those the import reads back (ledger-import.ts). */
export const exportColumns: Record<Language, readonly string[]> = {
  en: ['Name', 'Phone', 'Email', 'Pledged', 'Paid', 'Outstanding', 'Status', 'Due date', 'Message'],
  sw: [
    'Jina',
    'Simu',
    'Barua pepe',
    'Ahadi',
    'Imelipwa',
    'Kilichobaki',
    'Hali',
    'Tarehe ya mwisho',
    'Ujumbe',
  ],
};

/** A status as the ledger's page says it (contribute's and eventManage's words), not the code. */
const statusWords: Record<Language, Record<PledgeStatus, string>> = {
  en: {
    pledged: 'Pledged',
    partly_paid: 'Partly paid',
    paid: 'Paid',
    overdue: 'Overdue',
    cancelled: 'Cancelled',
  },
  sw: {
    pledged: 'Imeahidiwa',
    partly_paid: 'Imelipwa sehemu',
    paid: 'Imelipwa',
    overdue: 'Imechelewa',
    cancelled: 'Imefutwa',
  },
};

async function* ledgerOf(db: Database, eventId: string): AsyncGenerator<LedgerSqlRow> {
  const today = todayInTanzania();
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows = await ledgerChunk(db, eventId, today, after, CHUNK);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) return;
    after = { createdAt: String(last.created_key), id: last.id };
  }
}

const cellsOf = (row: LedgerSqlRow, phone: string, language: Language) => [
  row.name,
  phone,
  row.email ?? '',
  Number(row.amount_tzs),
  Number(row.paid),
  Number(row.outstanding),
  statusWords[language][row.status] ?? row.status,
  row.due_date ?? '',
  row.message ?? '',
];

/** Checked before the first byte (a refusal is still a proper answer); then the file streams. */
export async function exportLedger(
  db: Database,
  eventId: string,
  actor: EventActor,
  { format, language }: { format: 'csv' | 'xlsx'; language: Language },
  log: FastifyBaseLogger,
): Promise<{ filename: string; contentType: string; body: Readable }> {
  const { event } = await requireEventPermission(db, eventId, actor, 'export');
  const rows = ledgerOf(db, eventId);
  const sheet = { columns: exportColumns[language], log, what: 'ledger' };
  return format === 'csv'
    ? {
        filename: `michango-${event.code}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csvFile(rows, { ...sheet, cells: (row) => cellsOf(row, localPhone(row.phone), language) }),
      }
    : {
        filename: `michango-${event.code}.xlsx`,
        contentType: XLSX_TYPE,
        body: await xlsxFile(rows, {
          ...sheet,
          sheet: 'Michango',
          cells: (row) => cellsOf(row, row.phone, language),
        }),
      };
}
