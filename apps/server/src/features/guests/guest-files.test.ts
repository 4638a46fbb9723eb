// The guest list as files: imports of CSV (English or Swahili columns and side words) and of an Excel workbook, a
// guest already on the list updated by phone, bad lines answered by reason, refusals of the file itself; exports in
// CSV and XLSX where nothing a guest's name holds can run as a formula, read back by the import.
import { GUEST_IMPORT_ROWS_MAX, GUESTS_PER_EVENT_MAX } from '@sherehe/core/guest-rules';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent, buildMember, buildPledge } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory } from '../../db/schema/events.ts';
import { eventGuests } from '../../db/schema/guests.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function hosted() {
  const host = await buildUser(t.db);
  const event = await buildEvent(t.db, { hostUserId: host.id });
  return { event, auth: bearer(await sessionTokenFor(t.db, host)) };
}

const importFile = (eventId: string, auth: Headers, payload: string | Buffer, type = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/guests/import`,
    headers: { ...auth, 'content-type': type },
    payload,
  });

const guestsOf = (eventId: string) =>
  t.db
    .select({
      name: eventGuests.name,
      phone: eventGuests.phone,
      email: eventGuests.email,
      group: eventGuests.groupName,
      side: eventGuests.side,
      seats: eventGuests.seats,
      notes: eventGuests.notes,
    })
    .from(eventGuests)
    .where(eq(eventGuests.eventId, eventId))
    // By code point, whatever the database's collation.
    .then((rows) => rows.sort((a, b) => (a.name < b.name ? -1 : 1)));

const historyOf = async (eventId: string, action: string) =>
  (await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, eventId))).filter(
    (entry) => entry.action === action,
  );

describe('import', () => {
  it('adds good lines, updates a guest by phone in what the line gives, and answers bad lines by reason', async () => {
    const { event, auth } = await hosted();
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/guests`,
      headers: auth,
      payload: {
        name: 'Juma',
        phone: '0754300101',
        group: 'Familia ya Juma',
        side: 'bride',
        seats: 2,
        notes: 'Meza kuu',
      },
    });
    expect(first.statusCode, first.body).toBe(201);
    const csv = [
      'Name,Phone,Email,Group,Side,Seats,Notes',
      'Mzee Juma Salim,+255 754 300 101,,,,,',
      'Grace Mushi,0716 300 205,grace@kazini.co.tz,Kazini,Groom,2,',
      "Abdallah Said,,,,bride's,1,Hana simu",
      ',0713000003,,,,,',
      'Hassani,12345,,,,,',
      'Rehema,,not-an-email,,,,',
      'Saida,,,,the neighbours,,',
      'Zawadi,,,,,11,',
      'Tatu,,,,,two,',
      `${'N'.repeat(121)},,,,,,`,
      '',
      '"Kassim ""Kaka"" Juma",0754000007,,,EITHER,,',
    ].join('\r\n');
    const answer = await importFile(event.id, auth, csv, 'text/csv; charset=utf-8');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: 3,
      updated: 1,
      rejected: [
        { line: 5, reason: 'guest.name_required' },
        { line: 6, reason: 'guest.phone_invalid' },
        { line: 7, reason: 'guest.email_invalid' },
        { line: 8, reason: 'guest.side_invalid' },
        { line: 9, reason: 'guest.seats_invalid', params: { max: 10 } },
        { line: 10, reason: 'guest.seats_invalid', params: { max: 10 } },
        { line: 11, reason: 'guest.name_too_long', params: { max: 120 } },
      ],
    });
    expect(await guestsOf(event.id)).toEqual([
      {
        name: 'Abdallah Said',
        phone: null,
        email: null,
        group: null,
        side: 'bride',
        seats: 1,
        notes: 'Hana simu',
      },
      {
        name: 'Grace Mushi',
        phone: '+255716300205',
        email: 'grace@kazini.co.tz',
        group: 'Kazini',
        side: 'groom',
        seats: 2,
        notes: null,
      },
      {
        name: 'Kassim "Kaka" Juma',
        phone: '+255754000007',
        email: null,
        group: null,
        side: 'either',
        seats: 1,
        notes: null,
      },
      // Renamed by the file; the cells it left empty kept what the guest had.
      {
        name: 'Mzee Juma Salim',
        phone: '+255754300101',
        email: null,
        group: 'Familia ya Juma',
        side: 'bride',
        seats: 2,
        notes: 'Meza kuu',
      },
    ]);
    expect((await historyOf(event.id, 'guests_imported')).map((entry) => entry.details)).toEqual([
      { added: 3, updated: 1 },
    ]);
  });

  it('reads Swahili columns and side words, semicolons and a byte-order mark', async () => {
    const { event, auth } = await hosted();
    const csv = [
      '\uFEFFJina;Simu;Barua pepe;Kundi;Upande;Viti;Maelezo',
      'Bi Zainabu Juma;0713 300 102;;Familia ya Juma;Bibi harusi;1;Mama wa bibi harusi',
      'Rashidi Mwinyimkuu;0765300202;;Familia ya Mwinyimkuu;bwana;2;',
      'Mama Paulo Lyimo;;;Majirani;Wowote;3;',
      'Omari;;;;BWANA HARUSI;;',
    ].join('\n');
    const answer = await importFile(event.id, auth, csv);
    expect(answer.json()).toEqual({ added: 4, updated: 0, rejected: [] });
    const rows = await guestsOf(event.id);
    expect(rows.map((row) => [row.name, row.side, row.seats, row.group])).toEqual([
      ['Bi Zainabu Juma', 'bride', 1, 'Familia ya Juma'],
      ['Mama Paulo Lyimo', 'either', 3, 'Majirani'],
      ['Omari', 'groom', 1, null],
      ['Rashidi Mwinyimkuu', 'groom', 2, 'Familia ya Mwinyimkuu'],
    ]);
  });

  it('reads the first sheet of an Excel workbook, giving back the 0 a spreadsheet takes off a phone', async () => {
    const { event, auth } = await hosted();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Wageni');
    sheet.addRow(['JINA', 'Simu', 'Upande', 'Viti', 'Kundi']);
    sheet.addRow(['Mchungaji Petro Urassa', 716300306, 'wowote', 2, 'Wageni wa heshima']);
    sheet.addRow([
      { richText: [{ text: 'Winfrida ' }, { text: 'Lema', font: { bold: true } }] },
      null,
      'bibi',
      1,
    ]);
    sheet.addRow([]);
    sheet.addRow(['Hussein Pazi', '+255717300309', 'groom', 'many']);
    sheet.addRow([{ formula: 'CONCATENATE("Asha"," Kisanga")', result: 'Asha Kisanga' }, '0768300307']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const answer = await importFile(event.id, auth, bytes, XLSX);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: 3,
      updated: 0,
      rejected: [{ line: 5, reason: 'guest.seats_invalid', params: { max: 10 } }],
    });
    expect((await guestsOf(event.id)).map((row) => [row.name, row.phone, row.side, row.seats])).toEqual([
      ['Asha Kisanga', '+255768300307', 'either', 1],
      ['Mchungaji Petro Urassa', '+255716300306', 'either', 2],
      ['Winfrida Lema', null, 'bride', 1],
    ]);
  });

  it('refuses a file without a Name column, without guests, too long, or not a file at all', async () => {
    const { event, auth } = await hosted();
    const refusal = async (payload: string | Buffer, type?: string) => {
      const answer = await importFile(event.id, auth, payload, type);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error;
    };
    expect((await refusal('Simu,Upande\n0754000001,bibi')).reason).toBe('guest.import_header_invalid');
    expect((await refusal('Name,Phone\n\n')).reason).toBe('guest.import_empty');
    expect((await refusal('')).reason).toBe('guest.import_empty');
    const many = ['Name'];
    for (let n = 0; n <= GUEST_IMPORT_ROWS_MAX; n += 1) many.push(`Mgeni ${n}`);
    expect(await refusal(many.join('\n'))).toMatchObject({
      reason: 'guest.import_too_large',
      params: { max: GUEST_IMPORT_ROWS_MAX },
    });
    expect((await refusal('Name\n"Asha')).reason).toBe('guest.import_not_file');
    expect((await refusal('Name\nAsha\u0000')).reason).toBe('guest.import_not_file');
    expect((await refusal('{"name":"Asha"}', 'application/json')).reason).toBe('guest.import_not_file');
    expect((await refusal(Buffer.from('Name\nAsha'), XLSX)).reason).toBe('guest.import_not_file');
    const big = await importFile(event.id, auth, `Name\n${'x'.repeat(1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(await t.db.$count(eventGuests, eq(eventGuests.eventId, event.id))).toBe(0);

    const member = bearer(await sessionTokenFor(t.db, await buildMember(t.db, event.id, 'treasurer')));
    const notAllowed = await importFile(event.id, member, 'Name\nAsha');
    expect(notAllowed.statusCode).toBe(403);
  });

  it('adds none of a file that would overfill the list', async () => {
    const { event, auth } = await hosted();
    await t.db.execute(
      sql`insert into event_guests (event_id, name)
          select ${event.id}::uuid, 'Mgeni ' || n from generate_series(1, ${GUESTS_PER_EVENT_MAX - 1}) n`,
    );
    const answer = await importFile(event.id, auth, 'Name\nAsha\nJuma');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toMatchObject({
      reason: 'guest.list_full',
      params: { max: GUESTS_PER_EVENT_MAX },
    });
    expect(await t.db.$count(eventGuests, eq(eventGuests.eventId, event.id))).toBe(GUESTS_PER_EVENT_MAX - 1);
    expect(await historyOf(event.id, 'guests_imported')).toEqual([]);
  });
});

describe('export', () => {
  async function withTrickyNames() {
    const hostedEvent = await hosted();
    const { event, auth } = hostedEvent;
    const guests = [
      { name: '=HYPERLINK("http://evil")', phone: '0754000001', side: 'bride' },
      { name: '+cmd', group: '@SUM(A1)', side: 'groom', seats: 2 },
      { name: '-2+3', notes: '=1+1' },
      {
        name: 'Asha Mrema',
        phone: '0754000005',
        email: 'asha@example.co.tz',
        group: 'Kazini',
        side: 'groom',
        seats: 3,
      },
    ];
    for (const guest of guests) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/guests`,
        headers: auth,
        payload: guest,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    await buildPledge(t.db, event.id, { phone: '+255754000005', amountTzs: 50_000 });
    return hostedEvent;
  }
  const linesOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');

  it('CSV: named for the event; formulas escaped; phones as digits; the pledge beside its guest', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({ url: `/api/v1/events/${event.id}/guests/export`, headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="wageni-${event.code}.csv"`);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe('Name,Phone,Email,Group,Side,Seats,Notes,Pledged,Paid');
    expect(lines).toHaveLength(5);
    const body = lines.slice(1).join('\n');
    for (const formula of ['=HYPERLINK', '+cmd', '-2+3', '@SUM', '=1+1']) {
      expect(body).not.toMatch(new RegExp(`(^|,)"?\\${formula[0]}`, 'm'));
      expect(body).toContain(`'${formula}`);
    }
    expect(body).toContain('Asha Mrema,0754 000 005,asha@example.co.tz,Kazini,Groom,3,,50000,0');
    expect(body).not.toContain('+255');
  });

  it('in Swahili, read back by the import', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({
      url: `/api/v1/events/${event.id}/guests/export?language=sw`,
      headers: auth,
    });
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe('Jina,Simu,Barua pepe,Kundi,Upande,Viti,Maelezo,Ahadi,Imelipwa');
    expect(lines.at(-1)).toBe('Asha Mrema,0754 000 005,asha@example.co.tz,Kazini,Bwana harusi,3,,50000,0');
    const other = await hosted();
    const imported = await importFile(other.event.id, other.auth, lines.join('\n'));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ added: 4, rejected: [] });
    const rows = await guestsOf(other.event.id);
    // The escaping quote comes back as typed: a name that looked like a formula stays plain text.
    expect(rows.map((row) => [row.name, row.side, row.seats])).toEqual([
      ["'+cmd", 'groom', 2],
      ["'-2+3", 'either', 1],
      ['\'=HYPERLINK("http://evil")', 'bride', 1],
      ['Asha Mrema', 'groom', 3],
    ]);
  });

  it('XLSX: text and number cells only, never a formula', async () => {
    const { event, auth } = await withTrickyNames();
    const answer = await t.app.inject({
      url: `/api/v1/events/${event.id}/guests/export?format=xlsx`,
      headers: auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="wageni-${event.code}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(answer.rawPayload).buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(5);
    const types = new Set<number>();
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        types.add(cell.type);
      });
    });
    expect([...types].sort()).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String].sort());
    const byName = new Map<string, unknown[]>();
    sheet?.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      byName.set(String(values[0]), values);
    });
    expect(byName.get('=HYPERLINK("http://evil")')?.slice(0, 2)).toEqual([
      '=HYPERLINK("http://evil")',
      '+255754000001',
    ]);
  });

  it('the treasurer may download; a member may not; a stranger gets 404', async () => {
    const { event } = await hosted();
    const url = `/api/v1/events/${event.id}/guests/export`;
    const as = async (role: 'treasurer' | 'member') =>
      (
        await t.app.inject({
          url,
          headers: bearer(await sessionTokenFor(t.db, await buildMember(t.db, event.id, role))),
        })
      ).statusCode;
    expect(await as('treasurer')).toBe(200);
    expect(await as('member')).toBe(403);
    const stranger = await t.app.inject({
      url,
      headers: bearer(await sessionTokenFor(t.db, await buildUser(t.db))),
    });
    expect(stranger.statusCode).toBe(404);
  });
});
