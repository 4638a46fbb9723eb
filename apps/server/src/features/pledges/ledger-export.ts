// The ledger as a file the committee opens in a spreadsheet: CSV or XLSX, written as it is read (in pages by keyset),
// so an event of any size streams without being held in memory. Nothing in it is ever read as a formula: the CSV
// escapes cells that begin with = + - @ (a contributor named "=HYPERLINK(…)"), and phones are written as digits a
// spreadsheet keeps as text ("0754 123 456") rather than "+255…", which formula protection would mangle. XLSX cells
// are plain strings and numbers, never formulas.
import { PassThrough, type Readable } from 'node:stream';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import type { PledgeStatus } from '@sherehe/core/event-rules';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
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

/** +255754123456 → 0754 123 456: how people write it, and text to any spreadsheet. */
export function localPhone(e164: string): string {
  const tz = /^\+255(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return tz ? `0${tz[1]} ${tz[2]} ${tz[3]}` : e164.replace(/^\+/, '');
}

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
  statusWords[language][row.status as PledgeStatus] ?? row.status,
  row.due_date ?? '',
  row.message ?? '',
];

function csvOf(rows: AsyncIterable<LedgerSqlRow>, language: Language, log: FastifyBaseLogger): Readable {
  // A byte-order mark: Excel then reads the names' accents as UTF-8.
  const out = stringify({
    bom: true,
    escape_formulas: true,
    header: true,
    columns: [...exportColumns[language]],
  });
  (async () => {
    for await (const row of rows) {
      if (!out.write(cellsOf(row, localPhone(row.phone), language)))
        await new Promise((done) => out.once('drain', done));
    }
    out.end();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'ledger export failed part-way');
    out.destroy(error as Error);
  });
  return out;
}

// exceljs takes about 0.4 s to load, a large share of the server's start; only an XLSX export needs it.
async function xlsxOf(
  rows: AsyncIterable<LedgerSqlRow>,
  language: Language,
  log: FastifyBaseLogger,
): Promise<Readable> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet('Michango');
  sheet.columns = exportColumns[language].map((header) => ({ header, key: header }));
  (async () => {
    for await (const row of rows) sheet.addRow(cellsOf(row, row.phone, language)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, 'ledger export failed part-way');
    out.destroy(error as Error);
  });
  return out;
}

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
  return format === 'csv'
    ? {
        filename: `michango-${event.code}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csvOf(rows, language, log),
      }
    : {
        filename: `michango-${event.code}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await xlsxOf(rows, language, log),
      };
}
