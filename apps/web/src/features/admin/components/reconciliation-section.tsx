// Reconciliation: one day (Dar es Salaam's) of what the payment provider confirmed (collections, refunds, payouts)
// against the ledger, each side summed, and every movement whose two sides differ listed with the difference. The
// goal is an empty list; the list downloads as CSV for the finance team.
import type { MovementKind } from '@sherehe/core/api/reconciliation';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { CheckCircle2, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { reconciliationCsvUrl, useReconciliation } from '../api/use-reconciliation.ts';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

const sides = ['collections', 'refunds', 'payouts'] as const;

export function ReconciliationSection() {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const dayId = useId();
  const today = todayInTanzania();
  const [day, setDay] = useState(today);
  const report = useReconciliation(day);

  return (
    <section aria-labelledby="admin-reconciliation-heading">
      <SectionHeading
        id="admin-reconciliation-heading"
        title={t('reconciliation.heading')}
        intro={t('reconciliation.intro')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={dayId} className="block font-medium text-sm text-stone-800">
            {t('reconciliation.day')}
          </label>
          <input
            id={dayId}
            type="date"
            value={day}
            max={today}
            onChange={(event) => event.target.value && setDay(event.target.value)}
            className="mt-1.5 h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
          />
        </div>
        <a href={reconciliationCsvUrl(day)} download className={buttonClasses({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('reconciliation.export')}
        </a>
      </div>
      <div className="mt-6">
        {report.isPending ? (
          <ListSkeleton />
        ) : report.isError ? (
          <SectionProblem
            error={report.error}
            onRetry={() => report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <div
            aria-busy={report.isPlaceholderData || undefined}
            className={report.isPlaceholderData ? 'opacity-60' : ''}
          >
            <dl className="grid gap-3 sm:grid-cols-3">
              {sides.map((side) => {
                const figures = report.data[side];
                return (
                  <div key={side} className="rounded-xl border border-stone-200 bg-white p-4">
                    <dt className="font-semibold text-stone-900">
                      {t(`reconciliation.sides.${side}`, { count: figures.count })}
                    </dt>
                    <dd className="mt-1 text-sm text-stone-700 tabular">
                      {t('reconciliation.provider', { amount: formatTzs(figures.providerTzs) })}
                      <br />
                      {t('reconciliation.ledger', { amount: formatTzs(figures.ledgerTzs) })}
                    </dd>
                  </div>
                );
              })}
            </dl>
            {report.data.unexplained.length === 0 ? (
              <p
                role="status"
                className="mt-4 flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
              >
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
                {t('reconciliation.balanced')}
              </p>
            ) : (
              <section aria-labelledby="reconciliation-unexplained" className="mt-4">
                <h3 id="reconciliation-unexplained" className="font-semibold text-red-800">
                  {t('reconciliation.unexplained', { count: report.data.unexplained.length })}
                </h3>
                <ul className="mt-2 flex flex-col gap-2">
                  {report.data.unexplained.map((movement) => (
                    <li
                      key={`${movement.kind}-${movement.id}`}
                      className="rounded-xl border border-red-200 bg-white p-3"
                    >
                      <p className="font-medium text-stone-900">
                        {t(`reconciliation.kind.${movement.kind satisfies MovementKind}`)} ·{' '}
                        {movement.description}
                      </p>
                      <p className="text-sm text-stone-700 tabular">
                        {t('reconciliation.difference', {
                          provider: formatTzs(movement.providerTzs),
                          ledger: formatTzs(movement.ledgerTzs),
                          difference: formatTzs(movement.differenceTzs),
                        })}
                      </p>
                      <p className="text-sm text-stone-600">
                        <time dateTime={movement.at}>{dateTime(movement.at)}</time> · {movement.id}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
