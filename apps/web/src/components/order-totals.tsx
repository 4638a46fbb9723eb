// What an order costs and where its money stands: total, paid, balance, refunded (only the amounts that apply).
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../lib/format.ts';

type Totals = { totalTzs: number; paidTzs: number; balanceTzs: number; refundedTzs: number };

export function OrderTotals({ order }: { order: Totals }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const rows: [string, number, boolean][] = [
    [t('totals.total'), order.totalTzs, true],
    [t('totals.paid'), order.paidTzs, true],
    [t('totals.balance'), order.balanceTzs, order.balanceTzs > 0],
    [t('totals.refunded'), order.refundedTzs, order.refundedTzs > 0],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-base">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-right font-semibold text-stone-900 tabular">{formatTzs(amount)}</dd>
          </div>
        ))}
    </dl>
  );
}
