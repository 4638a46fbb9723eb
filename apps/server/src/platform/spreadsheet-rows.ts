// The rows of a spreadsheet a committee uploads (a CSV file, or the first sheet of an XLSX workbook) as text cells
// with their line numbers; its header's columns found by name, case-blind, in English or Swahili; and a line's
// refusal as the reason it is answered with. The ledger's and the guest list's imports read their files through it.
import { inflateRawSync } from 'node:zlib';
import { paramsWithDefaults } from '@sherehe/core/reason-defaults';
import { isReason, type Reason, type ReasonParams } from '@sherehe/core/reasons';
import { parse } from 'csv-parse/sync';
import { AppError } from './errors.ts';

/** One line of the file: its cells as text, and where it is (the header is line 1). */
export type SheetRow = { cells: string[]; line: number };

/** A line refused, as an import answers it. */
export type LineRefusal = { line: number; reason: Reason; params?: ReasonParams };

/** "Phone  Number " → "phone number": how a column's name is compared. */
export const foldedName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

type CsvRecord = { record: string[]; info: { lines: number } };
const isCsvRecords = (rows: unknown): rows is CsvRecord[] => Array.isArray(rows);

/** A CSV file's rows; `unreadable` is the refusal for text that is not CSV (a binary file, an unclosed quote). */
export function readCsvRows(text: string, unreadable: Reason): SheetRow[] {
  if (text.includes('\u0000')) throw new AppError('validation', unreadable);
  const firstLine = text.split('\n', 1)[0] ?? '';
  let rows: unknown;
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // Semicolons are what spreadsheets in comma-decimal locales write.
      delimiter: firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',',
    });
  } catch {
    throw new AppError('validation', unreadable);
  }
  if (!isCsvRecords(rows)) throw new AppError('validation', unreadable);
  return rows.map((row) => ({ cells: row.record, line: row.info.lines }));
}

/**
 * What a workbook may unzip to: one of a few thousand lines unzips to a few megabytes, so more than this is not one.
 * Checked by inflating each entry with a cap (the sizes a zip declares are the sender's to write), before exceljs,
 * which would inflate whatever it is given, sees the bytes.
 */
const UNZIPPED_BYTES_MAX = 32 * 1024 * 1024;
/** Columns read from a sheet: a guest list has seven; a cell far to the right is not part of it. */
const SHEET_COLUMNS_MAX = 64;

/** Whether the zip's entries, inflated, come to at most `max` bytes; false for bytes that are not such a zip. */
export function unzipsWithin(zip: Buffer, max: number): boolean {
  // The end-of-central-directory record: 22 bytes, then a comment of up to 65,535.
  const from = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= from; at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  try {
    for (let n = 0; n < entries; n += 1) {
      if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return false;
      const method = zip.readUInt16LE(at + 10);
      const compressed = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return false;
      const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataAt, dataAt + compressed);
      if (method === 0) total += data.length;
      // Deflate, inflated up to what is left of the allowance: past it, zlib stops and throws.
      else if (method === 8) total += inflateRawSync(data, { maxOutputLength: max - total + 1 }).length;
      else return false;
      if (total > max) return false;
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
  } catch {
    return false; // corrupt, or inflating past the allowance
  }
  return true;
}

/** The first sheet of an XLSX workbook, each cell as the text it shows (a formula's last result, never the formula). */
export async function readXlsxRows(bytes: Buffer, unreadable: Reason): Promise<SheetRow[]> {
  if (!unzipsWithin(bytes, UNZIPPED_BYTES_MAX)) throw new AppError('validation', unreadable);
  // exceljs takes about 0.4 s to load: only a workbook needs it.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  try {
    // The bytes on an ArrayBuffer of their own, which exceljs's types take (the body's may share a larger one).
    await book.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw new AppError('validation', unreadable);
  }
  const sheet = book.worksheets[0];
  const rows: SheetRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    // Only the cells the file holds: asking a row for each column up to its last would make every empty one.
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column <= SHEET_COLUMNS_MAX) cells[column - 1] = textOf(cell).trim();
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell !== '')) rows.push({ cells: filled, line });
  });
  return rows;
}

function textOf(cell: { value: unknown; text: string }): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'error' in value) return '';
  return cell.text;
}

/**
 * Where each column is in the file, by its header: `names` maps a folded column name ("namba ya simu") to the
 * column it is. A column the header does not name is at -1.
 */
export function columnsOf<Column extends string>(
  header: string[],
  names: Readonly<Record<string, Column>>,
): (column: Column) => number {
  const found = header.map((cell) => {
    const name = foldedName(cell);
    return Object.hasOwn(names, name) ? names[name] : undefined;
  });
  return (column) => found.indexOf(column);
}

/**
 * A line the import's schema refused: the first issue's reason (with the values its words take), or `fallback`
 * when the issue names none.
 */
export function lineRefusal(line: number, issues: { message: string }[], fallback: Reason): LineRefusal {
  const message = issues[0]?.message ?? '';
  const reason: Reason = isReason(message) ? message : fallback;
  const params = paramsWithDefaults(reason);
  return { line, reason, ...(params ? { params } : {}) };
}
