// A list as a file the committee opens in a spreadsheet, CSV or XLSX, written as its rows are read, so a list of any
// size streams without being held in memory. Nothing in it is ever read as a formula: the CSV escapes cells that begin
// with = + - @ (a contributor named "=HYPERLINK(…)"), and phones are written as digits a spreadsheet keeps as text
// ("0754 123 456") rather than "+255…", which formula protection would mangle. XLSX cells are plain strings and
// numbers, never formulas. The ledger's and the guest list's exports write through it.
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';

export type SheetCell = string | number;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** +255754123456 → 0754 123 456: how people write it, and text to any spreadsheet. */
export function localPhone(e164: string): string {
  const tz = /^\+255(\d{3})(\d{3})(\d{3})$/.exec(e164);
  return tz ? `0${tz[1]} ${tz[2]} ${tz[3]}` : e164.replace(/^\+/, '');
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `what` names the list in the log when the file fails part-way ("ledger export failed part-way"). */
export type SheetOptions<Row> = {
  columns: readonly string[];
  cells: (row: Row) => SheetCell[];
  log: FastifyBaseLogger;
  what: string;
};

export function csvFile<Row>(
  rows: AsyncIterable<Row>,
  { columns, cells, log, what }: SheetOptions<Row>,
): Readable {
  // A byte-order mark: Excel then reads the names' accents as UTF-8.
  const out = stringify({ bom: true, escape_formulas: true, header: true, columns: [...columns] });
  (async () => {
    for await (const row of rows) {
      if (!out.write(cells(row))) await new Promise((done) => out.once('drain', done));
    }
    out.end();
  })().catch((error: unknown) => {
    log.error({ err: error }, `${what} export failed part-way`);
    out.destroy(asError(error));
  });
  return out;
}

// exceljs takes about 0.4 s to load, a large share of the server's start; only an XLSX file needs it.
export async function xlsxFile<Row>(
  rows: AsyncIterable<Row>,
  { columns, cells, log, what, sheet: sheetName }: SheetOptions<Row> & { sheet: string },
): Promise<Readable> {
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((header) => ({ header, key: header }));
  (async () => {
    for await (const row of rows) sheet.addRow(cells(row)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, `${what} export failed part-way`);
    out.destroy(asError(error));
  });
  return out;
}
