// The ledger's rows: one table that is a table on wide screens and a stack of cards on phones (each cell says what
// it is there), so there is one list to read, tab through and test. A row's name opens its pledge.
import type { LedgerRow } from '@sherehe/core/api/pledges';
import { formatPhone } from '@sherehe/core/phone';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';
import { LedgerStatusChip } from './ledger-status-chip.tsx';

type LedgerTableProps = { rows: LedgerRow[]; onOpen: (row: LedgerRow, trigger: HTMLElement) => void };

const cell = 'flex justify-between gap-3 px-0 py-0.5 sm:table-cell sm:px-3 sm:py-2.5';
const money = `${cell} tabular sm:text-right`;

export function LedgerTable({ rows, onOpen }: LedgerTableProps) {
  const { t } = useTranslation('eventManage');
  const formatTzs = useFormatTzs();
  const label = (key: string) => (
    <span aria-hidden="true" className="text-stone-600 sm:hidden">
      {t(key)}
    </span>
  );
  return (
    <table className="block w-full text-sm sm:table">
      <caption className="sr-only">{t('ledger.caption')}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-stone-200 border-b text-left text-stone-600">
          <th scope="col" className="px-3 py-2 font-medium">
            {t('ledger.columns.name')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('ledger.columns.phone')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {t('ledger.columns.pledged')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {t('ledger.columns.paid')}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-medium">
            {t('ledger.columns.outstanding')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('ledger.columns.status')}
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-3 sm:table-row-group">
        {rows.map((row) => (
          <tr
            key={row.id}
            data-pledge={row.id}
            className="block rounded-xl border border-stone-200 bg-white p-3 sm:table-row sm:rounded-none sm:border-0 sm:border-stone-100 sm:border-b sm:p-0 sm:hover:bg-stone-50"
          >
            <th scope="row" className="block text-left font-normal sm:table-cell sm:px-3 sm:py-1">
              <button
                type="button"
                onClick={(event) => onOpen(row, event.currentTarget)}
                aria-label={t('ledger.open', { name: row.name })}
                className="min-h-11 text-left font-semibold text-base text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700 sm:text-sm"
              >
                {row.name}
              </button>
              {row.optedOut ? (
                <span className="ml-2 inline-flex items-center gap-1 text-stone-600 text-xs">
                  <BellOff aria-hidden="true" className="size-3.5" />
                  {t('ledger.optedOut')}
                </span>
              ) : null}
            </th>
            <td className={cell}>
              {label('ledger.columns.phone')}
              <a href={`tel:${row.phone}`} className="text-stone-800 tabular hover:underline">
                {formatPhone(row.phone)}
              </a>
            </td>
            <td className={money}>
              {label('ledger.columns.pledged')}
              {formatTzs(row.amountTzs)}
            </td>
            <td className={money}>
              {label('ledger.columns.paid')}
              {formatTzs(row.paidTzs)}
            </td>
            <td className={money}>
              {label('ledger.columns.outstanding')}
              <span className={row.outstandingTzs > 0 ? 'font-semibold text-stone-900' : ''}>
                {formatTzs(row.outstandingTzs)}
              </span>
            </td>
            <td className={`${cell} mt-1 sm:mt-0`}>
              {label('ledger.columns.status')}
              <LedgerStatusChip status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
