// A committee's list of contributors as a CSV file (exported from a spreadsheet or a phone's notes): each line checked
// with the same rules as a contributor added by hand, the good ones added or updated in one transaction, the bad ones
// answered by line with a reason. Column names are matched case-blind, in English or Swahili.
import { addContributorInput, type ImportResult } from '@sherehe/core/api/pledges';
import { IMPORT_ROWS_MAX } from '@sherehe/core/event-rules';
import { AppError } from '../../platform/errors.ts';
import { columnsOf, lineRefusal, readCsvRows } from '../../platform/spreadsheet-rows.ts';
import { enqueueCardRelease } from '../cards/card-release-job.ts';
import type { EventActor } from '../events/event-access.ts';
import { requireEventPermission } from '../events/event-access.ts';
import { recordEventHistory } from '../events/event-history.ts';
import type { PledgeDeps } from './pledge-deps.ts';
import { upsertPledge } from './queries.ts';
import { newLinkToken } from './service.ts';

type Column = 'name' | 'phone' | 'amount' | 'email' | 'dueDate';

const headerNames: Record<string, Column> = {
  name: 'name',
  jina: 'name',
  phone: 'phone',
  simu: 'phone',
  'phone number': 'phone',
  'namba ya simu': 'phone',
  pledged: 'amount',
  pledge: 'amount',
  ahadi: 'amount',
  amount: 'amount',
  email: 'email',
  'e-mail': 'email',
  'barua pepe': 'email',
  'due date': 'dueDate',
  due: 'dueDate',
  'tarehe ya mwisho': 'dueDate',
};

/** "50,000", "TZS 50 000", "50000/=": the number people write; anything else is left for the rules to refuse. */
function amountOf(cell: string): number | string {
  const cleaned = cell.replace(/tzs|tsh|\/=|[\s,]/gi, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : cell;
}

export async function importContributors(
  deps: PledgeDeps,
  eventId: string,
  actor: EventActor,
  body: unknown,
): Promise<ImportResult> {
  await requireEventPermission(deps.db, eventId, actor, 'manage_contributors');
  if (typeof body !== 'string') throw new AppError('validation', 'import.not_csv');
  const [header, ...rows] = readCsvRows(body, 'import.not_csv');
  if (!header) throw new AppError('validation', 'import.empty');
  const at = columnsOf(header.cells, headerNames);
  if (at('name') < 0 || at('phone') < 0 || at('amount') < 0) {
    throw new AppError('validation', 'import.header_invalid');
  }
  if (rows.length === 0) throw new AppError('validation', 'import.empty');
  if (rows.length > IMPORT_ROWS_MAX)
    throw new AppError('validation', 'import.too_large', { max: IMPORT_ROWS_MAX });

  const rejected: ImportResult['rejected'] = [];
  const good: { line: number; value: ReturnType<typeof addContributorInput.parse> }[] = [];
  for (const { cells, line } of rows) {
    const cell = (column: Column) => (at(column) < 0 ? undefined : (cells[at(column)] ?? ''));
    const parsed = addContributorInput.safeParse({
      name: cell('name'),
      phone: cell('phone'),
      email: cell('email'),
      amountTzs: amountOf(cell('amount') ?? ''),
      dueDate: cell('dueDate'),
    });
    if (parsed.success) {
      good.push({ line, value: parsed.data });
      continue;
    }
    rejected.push(lineRefusal(line, parsed.error.issues, 'pledge.amount_invalid'));
  }

  const counts = await deps.db.transaction(async (tx) => {
    await requireEventPermission(tx, eventId, actor, 'manage_contributors', { lock: true });
    let added = 0;
    let updated = 0;
    for (const { value } of good) {
      const pledge = await upsertPledge(tx, {
        eventId,
        name: value.name,
        phone: value.phone,
        email: value.email ?? null,
        amountTzs: value.amountTzs,
        message: undefined,
        language: value.language,
        dueDate: value.dueDate,
        source: 'import',
        linkToken: newLinkToken(),
      });
      if (pledge.inserted) added += 1;
      else {
        updated += 1;
        // Brought back from cancelled, or lowered to what is paid: a card held for it may go out.
        await enqueueCardRelease(tx, { eventId, phone: value.phone });
      }
    }
    if (added + updated > 0) {
      await recordEventHistory(tx, {
        eventId,
        actorUserId: actor.id,
        action: 'pledges_imported',
        details: { added, updated },
      });
    }
    return { added, updated };
  });
  return { ...counts, rejected };
}
