// A monthly statement as a file: CSV for a spreadsheet (amounts as plain numbers, nothing ever read as a formula) or
// PDF to keep and print (A4, the month's balances and totals, then every line). Both in the vendor's language.
import type { StatementLineKind, VendorStatement } from '@sherehe/core/api/statements';
import { formatTzs } from '@sherehe/core/money';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

type Language = 'en' | 'sw';

const words = {
  en: {
    title: 'Sherehe statement',
    columns: ['Date', 'What', 'Order', 'Amount (TZS)', 'Sherehe fee (TZS)', 'Held (TZS)', 'Releasable (TZS)'],
    opening: 'Opening balance',
    closing: 'Closing balance',
    held: 'Held',
    releasable: 'Releasable',
    paying: 'On its way',
    paidIn: 'Paid by customers',
    fees: 'Sherehe fees',
    refunded: 'Refunded',
    released: 'Released',
    paidOut: 'Paid out',
    none: 'No money moved this month.',
    issuer:
      'Sherehe · event planning marketplace, Tanzania. The money is held by the licensed payment provider.',
    kinds: {
      payment: 'Payment received',
      refund: 'Refund to the customer',
      release: 'Released',
      payout: 'Payout sent',
      payout_paid: 'Payout arrived',
      payout_failed: 'Payout failed, returned',
      payout_returned: 'Payout came back',
    },
  },
  sw: {
    title: 'Taarifa ya Sherehe',
    columns: [
      'Tarehe',
      'Nini',
      'Oda',
      'Kiasi (TSh)',
      'Ada ya Sherehe (TSh)',
      'Zimezuiliwa (TSh)',
      'Zinaweza kutolewa (TSh)',
    ],
    opening: 'Salio la mwanzo',
    closing: 'Salio la mwisho',
    held: 'Zimezuiliwa',
    releasable: 'Zinaweza kutolewa',
    paying: 'Ziko njiani',
    paidIn: 'Zilizolipwa na wateja',
    fees: 'Ada za Sherehe',
    refunded: 'Zilizorejeshwa',
    released: 'Zilizoachiliwa',
    paidOut: 'Zilizotolewa',
    none: 'Hakuna pesa zilizohamishwa mwezi huu.',
    issuer:
      'Sherehe · soko la maandalizi ya sherehe, Tanzania. Pesa zinashikiliwa na mtoa huduma wa malipo mwenye leseni.',
    kinds: {
      payment: 'Malipo yamepokelewa',
      refund: 'Marejesho kwa mteja',
      release: 'Zimeachiliwa',
      payout: 'Malipo yametumwa',
      payout_paid: 'Malipo yamefika',
      payout_failed: 'Malipo yameshindwa, yamerudi',
      payout_returned: 'Malipo yamerudi',
    },
  },
} satisfies Record<Language, { kinds: Record<StatementLineKind, string> } & Record<string, unknown>>;

/** Dar es Salaam's date and time of a line, the same in every reader's spreadsheet. */
const localTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export const statementFileName = (statement: VendorStatement, format: 'csv' | 'pdf') =>
  `sherehe-statement-${statement.month}.${format}`;

/** Answers the statement as the file asked for: the vendor's download and an admin's of the same vendor. */
export async function sendStatementFile(
  reply: FastifyReply,
  statement: VendorStatement,
  { format, language }: { format: 'csv' | 'pdf'; language: Language },
) {
  const body = format === 'csv' ? statementCsv(statement, language) : await statementPdf(statement, language);
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${statementFileName(statement, format)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export function statementCsv(statement: VendorStatement, language: Language): string {
  const said = words[language];
  const rows = statement.lines.map((line) => [
    localTime(line.at),
    said.kinds[line.kind],
    line.reference ?? '',
    line.amountTzs,
    line.feeTzs,
    line.heldTzs,
    line.releasableTzs,
  ]);
  // A byte-order mark: spreadsheets then read it as UTF-8.
  return stringify(rows, { bom: true, escape_formulas: true, header: true, columns: said.columns });
}

// pdfkit loads its fonts' metrics when first used: only a PDF download pays for it.
export async function statementPdf(statement: VendorStatement, language: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const said = words[language];
  const money = (amount: number) => formatTzs(amount, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${said.title} ${statement.month}`, Author: 'Sherehe' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(`${said.title} · ${statement.month}`);
  doc.font('Helvetica').fontSize(11).text(statement.vendorName).moveDown(0.5);
  doc.fontSize(9).fillColor('#57534e').text(said.issuer).fillColor('black').moveDown();

  const { opening, closing, totals } = statement;
  doc.fontSize(10).table({
    columnStyles: ['*', '*', '*', '*'],
    data: [
      ['', said.held, said.releasable, said.paying],
      [said.opening, money(opening.heldTzs), money(opening.releasableTzs), money(opening.payingTzs)],
      [said.closing, money(closing.heldTzs), money(closing.releasableTzs), money(closing.payingTzs)],
    ],
  });
  doc.moveDown();
  doc.table({
    columnStyles: ['*', '*', '*', '*', '*'],
    data: [
      [said.paidIn, said.fees, said.refunded, said.released, said.paidOut],
      [
        money(totals.paidInTzs),
        money(totals.feesTzs),
        money(totals.refundedTzs),
        money(totals.releasedTzs),
        money(totals.paidOutTzs),
      ],
    ],
  });
  doc.moveDown();
  if (statement.lines.length === 0) {
    doc.text(said.none);
  } else {
    doc.fontSize(8).table({
      columnStyles: [62, '*', 46, 70, 62, 70, 70],
      data: [
        said.columns,
        ...statement.lines.map((line) => [
          localTime(line.at),
          said.kinds[line.kind],
          line.reference ?? '',
          money(line.amountTzs),
          money(line.feeTzs),
          money(line.heldTzs),
          money(line.releasableTzs),
        ]),
      ],
    });
  }
  doc.end();
  return done;
}
