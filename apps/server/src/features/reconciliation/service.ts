// The daily reconciliation: each movement the provider confirmed on a day beside the ledger's record of it, the
// day's sums of both sides, and every movement whose sides differ (the goal is none), as JSON or a CSV to keep.
import type {
  MovementKind,
  ReconciliationResponse,
  UnexplainedMovement,
} from '@sherehe/core/api/reconciliation';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { collectionsIn, type MovementRow, payoutsIn, refundsIn } from './queries.ts';

const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`);

export async function reconcileDay(
  db: Database,
  day: string,
  now = new Date(),
): Promise<ReconciliationResponse> {
  const from = startOf(day);
  if (Number.isNaN(from.getTime()) || day > todayInTanzania(now)) {
    throw new AppError('validation', 'reconciliation.day_invalid');
  }
  const to = startOf(addDays(day, 1));
  const [collections, refunds, payouts] = await Promise.all([
    collectionsIn(db, from, to),
    refundsIn(db, from, to),
    payoutsIn(db, from, to),
  ]);
  const unexplained: UnexplainedMovement[] = [];
  const side = (kind: MovementKind, rows: MovementRow[]) => {
    let providerTzs = 0;
    let ledgerTzs = 0;
    for (const row of rows) {
      const provider = Number(row.provider);
      const ledger = Number(row.ledger);
      providerTzs += provider;
      ledgerTzs += ledger;
      if (provider !== ledger) {
        unexplained.push({
          kind,
          id: row.id,
          at: new Date(row.at).toISOString(),
          description: row.description,
          providerTzs: provider,
          ledgerTzs: ledger,
          differenceTzs: provider - ledger,
        });
      }
    }
    return { count: rows.length, providerTzs, ledgerTzs };
  };
  return {
    day,
    collections: side('collection', collections),
    refunds: side('refund', refunds),
    payouts: side('payout', payouts),
    unexplained,
  };
}

/** The day's differences as CSV (English; for the finance team's spreadsheet), nothing read as a formula. */
export function reconciliationCsv(report: ReconciliationResponse): string {
  const rows = report.unexplained.map((movement) => [
    movement.at,
    movement.kind,
    movement.id,
    movement.description,
    movement.providerTzs,
    movement.ledgerTzs,
    movement.differenceTzs,
  ]);
  return stringify(rows, {
    bom: true,
    escape_formulas: true,
    header: true,
    columns: ['When', 'Movement', 'Id', 'Description', 'Provider (TZS)', 'Ledger (TZS)', 'Difference (TZS)'],
  });
}
