// The vendor's balances as cards, each with one line on what it means: held, releasable, on its way (while a payout
// is out), paid out and Sherehe's fee; and a debt said plainly when refunds after a payout left the vendor owing.
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';

type Balance = { id: string; label: string; amount: number; help: string; tone?: string };

const columns: Record<number, string> = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };

export function MoneyBalances({ balances, rules }: Pick<VendorMoneyResponse, 'balances' | 'rules'>) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const owing = balances.releasableTzs < 0;
  const cards: Balance[] = [
    {
      id: 'held',
      label: t('money.held'),
      amount: balances.heldTzs,
      help: t('money.heldHelp', { count: rules.releaseDays }),
    },
    {
      id: 'releasable',
      label: t('money.releasable'),
      amount: balances.releasableTzs,
      help: t('money.releasableHelp', {
        min: formatTzs(rules.payoutMinimumTzs),
        atOnce: formatTzs(rules.payoutAtOnceFromTzs),
      }),
      tone: owing ? 'text-red-700' : 'text-teal-800',
    },
  ];
  if (balances.payingTzs > 0) {
    cards.push({
      id: 'paying',
      label: t('money.paying'),
      amount: balances.payingTzs,
      help: t('money.payingHelp'),
    });
  }
  cards.push(
    { id: 'paidOut', label: t('money.paidOut'), amount: balances.paidOutTzs, help: t('money.paidOutHelp') },
    {
      id: 'fees',
      label: t('money.fees'),
      amount: balances.feesTzs,
      help: t('money.feesHelp', { percent: formatDecimal(rules.commissionBps / 100) }),
    },
  );

  return (
    <section aria-labelledby="money-balances" className="flex flex-col gap-3">
      <h3 id="money-balances" className="sr-only">
        {t('money.balances')}
      </h3>
      {owing ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('money.debt', { amount: formatTzs(-balances.releasableTzs) })}
        </p>
      ) : null}
      <dl className={`grid gap-3 sm:grid-cols-2 ${columns[cards.length] ?? ''}`}>
        {cards.map((card) => (
          <div
            key={card.id}
            data-balance={card.id}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <dt className="font-medium text-sm text-stone-700">{card.label}</dt>
            <dd
              className={`mt-1 whitespace-nowrap font-bold text-2xl tabular lg:text-xl ${card.tone ?? 'text-stone-900'}`}
            >
              {formatTzs(card.amount)}
            </dd>
            <dd className="mt-2 text-sm text-stone-600">{card.help}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
