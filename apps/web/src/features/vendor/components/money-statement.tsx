// The vendor's monthly statement on the Money tab: choose a month (from the first with money), read its totals, the
// balances it opened and closed on and every line (a payment less the fee, a refund, a release, a payout and how it
// ended), and download it as CSV or PDF in the language on screen.
import type { StatementLineKind, VendorStatement } from '@sherehe/core/api/statements';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguage, useFormatTzs } from '../../../lib/format.ts';
import { formatMonth, useFormatDate } from '../../../lib/format-date.ts';
import { statementFileUrl, useVendorStatement } from '../api/use-vendor-statement.ts';
import { vendorKeys } from '../api/vendor-query-keys.ts';

/** `money`: what the Money tab last read; when it changes (a payout arrived), the statement is read again. */
export function MoneyStatement({ money }: { money: string }) {
  const { t, i18n } = useTranslation('vendor');
  const queryClient = useQueryClient();
  const seen = useRef(money);
  useEffect(() => {
    if (seen.current === money) return;
    seen.current = money;
    void queryClient.invalidateQueries({ queryKey: vendorKeys.statements() });
  }, [money, queryClient]);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const selectId = useId();
  const [month, setMonth] = useState(() => todayInTanzania().slice(0, 7));
  const statement = useVendorStatement(month);
  const months = statement.data?.months ?? [month];

  return (
    <section
      aria-labelledby="money-statement"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="money-statement" className="font-semibold text-lg text-stone-900">
        {t('money.statement.heading')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('money.statement.intro')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={selectId} className="block font-medium text-sm text-stone-800">
            {t('money.statement.month')}
          </label>
          <select
            id={selectId}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="mt-1.5 h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
          >
            {months.map((option) => (
              <option key={option} value={option}>
                {formatMonth(option, language)}
              </option>
            ))}
          </select>
        </div>
        {(['csv', 'pdf'] as const).map((format) => (
          <a
            key={format}
            href={statementFileUrl(month, format, language)}
            download
            className={buttonClasses({ variant: 'secondary' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t(`money.statement.download.${format}`)}
          </a>
        ))}
      </div>
      {statement.isPending ? (
        <div
          aria-hidden="true"
          className="mt-4 h-32 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none"
        />
      ) : statement.isError ? (
        <div className="mt-4">
          <FormAlert message={errorText(statement.error)} />
        </div>
      ) : (
        <StatementBody statement={statement.data} stale={statement.isPlaceholderData} />
      )}
    </section>
  );
}

function StatementBody({ statement, stale }: { statement: VendorStatement; stale: boolean }) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const { totals, opening, closing } = statement;
  const figures: [string, number][] = [
    [t('money.statement.paidIn'), totals.paidInTzs],
    [t('money.statement.fees'), totals.feesTzs],
    [t('money.statement.refunded'), totals.refundedTzs],
    [t('money.statement.released'), totals.releasedTzs],
    [t('money.statement.paidOut'), totals.paidOutTzs],
  ];
  return (
    <div aria-busy={stale || undefined} className={`mt-4 ${stale ? 'opacity-60' : ''}`}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, amount]) => (
          <div key={label} className="rounded-lg bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-semibold text-stone-900 tabular">{formatTzs(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        {t('money.statement.balances', {
          openingHeld: formatTzs(opening.heldTzs),
          openingReleasable: formatTzs(opening.releasableTzs),
          closingHeld: formatTzs(closing.heldTzs),
          closingReleasable: formatTzs(closing.releasableTzs),
        })}
      </p>
      {statement.lines.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('money.statement.empty')}</p>
      ) : (
        <ol aria-label={t('money.statement.lines')} className="mt-3 flex flex-col divide-y divide-stone-100">
          {statement.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <div>
                <p className="font-medium text-stone-900">
                  {t(`money.statement.kind.${line.kind satisfies StatementLineKind}`)}
                  {line.reference ? ` · ${line.reference}` : ''}
                </p>
                <p className="text-sm text-stone-600">
                  <time dateTime={line.at}>{dateTime(line.at)}</time>
                  {line.feeTzs !== 0
                    ? ` · ${t('money.statement.fee', { amount: formatTzs(line.feeTzs) })}`
                    : ''}
                </p>
              </div>
              <span className="font-semibold text-stone-900 tabular">{formatTzs(line.amountTzs)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
