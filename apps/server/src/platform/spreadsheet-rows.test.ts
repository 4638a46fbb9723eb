// A workbook is read within bounds: what it unzips to is measured by inflating it (a zip's declared sizes are the
// sender's to write), and a sheet's far-right cells cost nothing (exceljs would make every empty cell up to them).
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readXlsxRows, unzipsWithin } from './spreadsheet-rows.ts';

/** A one-entry zip whose central directory says the entry unzips to `declared` bytes, whatever it really does. */
function zipOf(content: Buffer, declared: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('a workbook', () => {
  it('that inflates past the allowance is refused, whatever sizes it declares', async () => {
    const bomb = zipOf(Buffer.alloc(40 * 1024 * 1024), 100);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(unzipsWithin(bomb, 32 * 1024 * 1024)).toBe(false);
    await expect(readXlsxRows(bomb, 'guest.import_not_file')).rejects.toMatchObject({
      reason: 'guest.import_not_file',
    });
    expect(unzipsWithin(zipOf(Buffer.from('<sheet/>'), 8), 1024)).toBe(true);
    expect(unzipsWithin(Buffer.from('Name,Phone\n'), 1024)).toBe(false);
  });

  it('is read by the cells it holds: one far to the right is left out, not a row of empty ones', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Wageni');
    sheet.addRow(['Name', 'Phone']);
    for (let line = 2; line <= 300; line += 1) {
      sheet.getCell(line, 1).value = `Mgeni ${line}`;
      sheet.getCell(line, 16_384).value = 'x'; // column XFD, the last a sheet has
    }
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await readXlsxRows(bytes, 'guest.import_not_file');
    expect(rows).toHaveLength(300);
    expect(rows[1]).toEqual({ cells: ['Mgeni 2'], line: 2 });
    expect(Math.max(...rows.map((row) => row.cells.length))).toBe(2);
  });
});
