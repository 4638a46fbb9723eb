// The payouts made to the vendor, newest first: amount, where it went, when, whether it arrived (a status badge),
// what started it (the daily payout, "Pay me now", a retry) and, for one that failed, the provider's reason.
import type { PayoutStatus, VendorPayout } from '@sherehe/core/api/payouts';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';

const tones: Record<PayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  unknown: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  reversed: 'bg-stone-200 text-stone-800',
};

export function PayoutHistory({ payouts }: { payouts: VendorPayout[] }) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  return (
    <section
      aria-labelledby="money-payouts"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="money-payouts" className="font-semibold text-lg text-stone-900">
        {t('money.payouts.heading')}
      </h3>
      {payouts.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('money.payouts.empty')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-stone-100">
          {payouts.map((payout) => (
            <li key={payout.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-lg text-stone-900 tabular">
                  {formatTzs(payout.amountTzs)}
                </span>
                <span
                  data-status={payout.status}
                  className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${tones[payout.status]}`}
                >
                  {t(`money.payouts.status.${payout.status}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-stone-700">
                {t('money.payouts.to', { phone: payout.phone })} ·{' '}
                <time dateTime={payout.createdAt}>{dateTime(payout.createdAt)}</time> ·{' '}
                {t(`money.payouts.trigger.${payout.trigger}`)}
              </p>
              {payout.feeTzs > 0 ? (
                <p className="text-sm text-stone-600">
                  {t('money.payouts.fee', { amount: formatTzs(payout.feeTzs) })}
                </p>
              ) : null}
              {payout.status === 'succeeded' && payout.settledAt ? (
                <p className="text-sm text-stone-600">
                  {t('money.payouts.arrived', { time: dateTime(payout.settledAt) })}
                </p>
              ) : null}
              {payout.failureMessage ? (
                <p className="mt-1 text-red-700 text-sm">
                  {t('money.payouts.failure', { message: payout.failureMessage })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
