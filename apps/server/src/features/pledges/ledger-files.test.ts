// The ledger as files: a CSV import with good and bad lines (English or Swahili headers), its refusals, and exports
// in CSV and XLSX where nothing a contributor typed can run as a formula.
import { IMPORT_ROWS_MAX } from '@sherehe/core/event-rules';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildMember } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory, pledges } from '../../db/schema/events.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

async function hosted() {
  const host = await buildUser(t.db);
  const event = await buildEvent(t.db, { hostUserId: host.id, code: 'K7P2QX' });
  return { event, auth: bearer(await sessionTokenFor(t.db, host)) };
}

const importCsv = (eventId: string, auth: Record<string, string>, text: string, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/pledges/import`,
    headers: { ...auth, 'content-type': type },
    payload: text,
  });

describe('import', () => {
  it('adds and updates good lines in one go, and answers each bad line with its reason', async () => {
    const { event, auth } = await hosted();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/pledges`,
      headers: auth,
      payload: { name: 'Mzee Hamisi', phone: '0754 000 001', amountTzs: 10_000 },
    });
    const csv = [
      'Jina,Simu,Ahadi,Email,Due date',
      'Mzee Hamisi,+255754000001,"50,000",,',
      'Bi Mwanaidi,0655 000 002,TZS 75 000,mwanaidi@example.co.tz,2026-12-01',
      ',0713000003,20000,,',
      'Hassani,12345,20000,,',
      'Rehema,0754000004,lots,,',
      'Saida,0754000005,20000,not-an-email,',
      'Zawadi,0754000006,20000,,2026-02-30',
      '',
      '"Kassim ""Kaka"" Juma",0754000007,1000,,',
    ].join('\r\n');
    const answer = await importCsv(event.id, auth, csv, 'text/csv; charset=utf-8');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: 2,
      updated: 1,
      rejected: [
        { line: 4, reason: 'pledge.name_required' },
        { line: 5, reason: 'pledge.phone_invalid' },
        { line: 6, reason: 'pledge.amount_invalid', params: { min: 1000, max: 1_000_000_000 } },
        { line: 7, reason: 'pledge.email_invalid' },
        { line: 8, reason: 'pledge.due_date_invalid' },
      ],
    });
    const rows = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    expect(rows.map((row) => [row.name, row.amountTzs, row.source]).sort()).toEqual([
      ['Bi Mwanaidi', 75_000, 'import'],
      ['Kassim "Kaka" Juma', 1000, 'import'],
      ['Mzee Hamisi', 50_000, 'committee'],
    ]);
    const history = await t.db.select().from(eventHistory).where(eq(eventHistory.action, 'pledges_imported'));
    expect(history).toMatchObject([{ details: { added: 2, updated: 1 } }]);
  });

  it('reads a spreadsheet’s CSV: byte-order mark, semicolons, Windows line ends, quoted fields', async () => {
    const { event, auth } = await hosted();
    const csv = [
      '\uFEFF"Name";"Phone";"Pledged"',
      '"Juma; Mwana wa Ali";0754 000 011;"20 000"',
      '"=HYPERLINK(""http://x"")";0754000012;5000',
      '',
    ].join('\r\n');
    const answer = await importCsv(event.id, auth, csv);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ added: 2, updated: 0, rejected: [] });
    const rows = await t.db.select().from(pledges).where(eq(pledges.eventId, event.id));
    expect(rows.map((row) => [row.name, row.phone, row.amountTzs]).sort()).toEqual([
      ['=HYPERLINK("http://x")', '+255754000012', 5000],
      ['Juma; Mwana wa Ali', '+255754000011', 20_000],
    ]);
  });

  it('refuses a file without the columns, without rows, too many rows, or not CSV at all', async () => {
    const { event, auth } = await hosted();
    const reasonOf = async (text: string, type?: string) => {
      const answer = await importCsv(event.id, auth, text, type);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error.reason;
    };
    expect(await reasonOf('Name,Email\nAsha,a@b.co')).toBe('import.header_invalid');
    expect(await reasonOf('name,PHONE,pledged\n\n')).toBe('import.empty');
    expect(await reasonOf('')).toBe('import.empty');
    const many = ['Name,Phone,Pledged'];
    for (let n = 0; n <= IMPORT_ROWS_MAX; n += 1) many.push(`P${n},07540${String(n).padStart(5, '0')},1000`);
    const tooMany = await importCsv(event.id, auth, many.join('\n'));
    expect(tooMany.json().error).toMatchObject({
      reason: 'import.too_large',
      params: { max: IMPORT_ROWS_MAX },
    });
    expect(await reasonOf('Name,Phone,Pledged\n"Asha,0754000001,1000')).toBe('import.not_csv');
    expect(await reasonOf('Name,Phone,Pledged\u0000')).toBe('import.not_csv');
    expect(await reasonOf('{"name":"x"}', 'application/json')).toBe('import.not_csv');
    const big = await importCsv(event.id, auth, `Name,Phone,Pledged\n${'x'.repeat(1024 * 1024)}`);
    expect(big.statusCode).toBe(413);

    const treasurer = await buildMember(t.db, event.id, 'treasurer');
    const notAllowed = await importCsv(
      event.id,
      bearer(await sessionTokenFor(t.db, treasurer)),
      'Name,Phone,Pledged',
    );
    expect(notAllowed.statusCode).toBe(403);
  });
});

describe('export', () => {
  async function withTrickyNames() {
    const { event, auth } = await hosted();
    const names = ['=HYPERLINK("http://evil")', '+cmd', '-2+3', '@SUM(A1)', 'Asha Mrema'];
    let n = 0;
    for (const name of names) {
      n += 1;
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/pledges`,
        headers: auth,
        payload: { name, phone: `075400000${n}`, amountTzs: 10_000 * n },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    return { event, auth };
  }

  it('CSV: a file named for the event; formulas escaped; phones as digits a spreadsheet keeps as text', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({ url: `/api/v1/events/${event.id}/ledger/export`, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="michango-K7P2QX.csv"');
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Name,Phone,Email,Pledged,Paid,Outstanding,Status,Due date,Message');
    expect(lines).toHaveLength(6);
    const body = lines.slice(1).join('\n');
    for (const formula of ['=HYPERLINK', '+cmd', '-2+3', '@SUM']) {
      expect(body).not.toMatch(new RegExp(`(^|,)"?\\${formula[0]}`, 'm'));
      expect(body).toContain(`'${formula}`);
    }
    expect(body).toContain('Asha Mrema,0754 000 005,,50000,0,50000,Pledged,,');
    expect(body).not.toContain('+255');
  });

  it('in Swahili: the columns and statuses in Swahili, and the import reads the file back', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({
      url: `/api/v1/events/${event.id}/ledger/export?language=sw`,
      headers: auth,
    });
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Jina,Simu,Barua pepe,Ahadi,Imelipwa,Kilichobaki,Hali,Tarehe ya mwisho,Ujumbe');
    expect(lines.at(-1)).toBe('Asha Mrema,0754 000 005,,50000,0,50000,Imeahidiwa,,');
    const otherHost = await buildUser(t.db);
    const other = await buildEvent(t.db, { hostUserId: otherHost.id });
    const imported = await importCsv(
      other.id,
      bearer(await sessionTokenFor(t.db, otherHost)),
      lines.join('\n'),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ added: 5, rejected: [] });
  });

  it('XLSX: text and number cells only, never a formula', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({
      url: `/api/v1/events/${event.id}/ledger/export?format=xlsx`,
      headers: auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="michango-K7P2QX.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(6);
    const types = new Set<number>();
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        types.add(cell.type);
      });
    });
    expect([...types].sort()).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String].sort());
    expect(sheet?.getRow(2).getCell(1).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet?.getRow(2).getCell(2).value).toBe('+255754000001');
  });

  it('a member may not download; a stranger gets 404', async () => {
    const { event } = await hosted();
    const member = await buildMember(t.db, event.id, 'member');
    const url = `/api/v1/events/${event.id}/ledger/export`;
    const asMember = await t.app.inject({ url, headers: bearer(await sessionTokenFor(t.db, member)) });
    expect(asMember.statusCode).toBe(403);
    const stranger = await buildUser(t.db);
    const asStranger = await t.app.inject({ url, headers: bearer(await sessionTokenFor(t.db, stranger)) });
    expect(asStranger.statusCode).toBe(404);
  });
});
