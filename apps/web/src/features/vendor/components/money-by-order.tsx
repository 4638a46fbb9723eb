// The money of each order: what the customer paid, Sherehe's fee, and how much is held, releasable and paid out,
// with the day held money releases by itself. A table on a wide screen, a card per order on a phone (never a page
// wider than the phone, and only the amounts that are not nil); each order opens in the vendor area (?order=<id>) as
// from the orders inbox.
import type { OrderMoney } from '@sherehe/core/api/payouts';
import { orderReference } from '@sherehe/core/order-rules';
import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';

const amounts = ['paidTzs', 'feeTzs', 'heldTzs', 'releasableTzs', 'paidOutTzs'] as const;
type Amount = (typeof amounts)[number];
const amountLabels: Record<Amount, string> = {
  paidTzs: 'money.orders.paid',
  feeTzs: 'money.orders.fee',
  heldTzs: 'money.orders.held',
  releasableTzs: 'money.orders.releasable',
  paidOutTzs: 'money.orders.paidOut',
};

const linkClass =
  'rounded font-semibold text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function useOrderHref() {
  const [params] = useSearchParams();
  return (id: string) => {
    const next = new URLSearchParams(params);
    next.set('order', id);
    return `?${next}`;
  };
}

export function MoneyByOrder({ orders }: { orders: OrderMoney[] }) {
  const { t } = useTranslation('vendor');
  return (
    <section
      aria-labelledby="money-orders"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="money-orders" className="font-semibold text-lg text-stone-900">
        {t('money.orders.heading')}
      </h3>
      {orders.length === 0 ? (
        <div className="mt-3 rounded-lg border border-stone-300 border-dashed p-5 text-center">
          <Receipt aria-hidden="true" className="mx-auto size-8 text-stone-400" />
          <p className="mt-2 text-stone-700">{t('money.orders.empty')}</p>
        </div>
      ) : (
        <>
          <OrderCards orders={orders} />
          <OrderTable orders={orders} />
        </>
      )}
    </section>
  );
}

function OrderCards({ orders }: { orders: OrderMoney[] }) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const href = useOrderHref();
  return (
    <ul className="mt-3 flex flex-col gap-3 lg:hidden">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-lg border border-stone-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={href(order.orderId)} className={linkClass}>
              {orderReference(order.number)}
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {order.customerName} · {day(order.eventDate)}
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {/* What the customer paid always; the rest where there is some, so a phone's list stays short. */}
            {amounts
              .filter((amount) => amount === 'paidTzs' || order[amount] !== 0)
              .map((amount) => (
                <div key={amount} className="flex justify-between gap-3">
                  <dt className="text-stone-600">{t(amountLabels[amount])}</dt>
                  <dd className="font-medium text-stone-900 tabular">{formatTzs(order[amount])}</dd>
                </div>
              ))}
          </dl>
          {order.frozen ? (
            <p className="mt-2 font-medium text-amber-900 text-sm">{t('money.orders.frozen')}</p>
          ) : order.releasesOn ? (
            <p className="mt-2 text-sm text-stone-700">
              {t('money.orders.releasesOn', { date: day(order.releasesOn) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function OrderTable({ orders }: { orders: OrderMoney[] }) {
  const { t } = useTranslation('vendor');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const href = useOrderHref();
  const head = 'px-2 py-2 font-medium text-stone-600 text-xs';
  const cell = 'px-2 py-2.5 align-top';
  return (
    // Its own scroll as a last resort (long names on a narrow desktop window); the page itself never scrolls sideways.
    <div className="mt-3 hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('money.orders.heading')}</caption>
        <thead>
          <tr className="border-stone-200 border-b">
            <th scope="col" className={head}>
              {t('money.orders.order')}
            </th>
            <th scope="col" className={head}>
              {t('money.orders.eventDate')}
            </th>
            <th scope="col" className={head}>
              {t('money.orders.customer')}
            </th>
            {amounts.map((amount) => (
              <th key={amount} scope="col" className={`${head} text-right`}>
                {t(amountLabels[amount])}
              </th>
            ))}
            <th scope="col" className={head}>
              {t('money.orders.releases')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className="border-stone-100 border-b last:border-0">
              <th scope="row" className={`${cell} font-normal`}>
                <Link to={href(order.orderId)} className={`${linkClass} whitespace-nowrap`}>
                  {orderReference(order.number)}
                </Link>
                <div className="mt-1">
                  <OrderStatusBadge status={order.status} />
                </div>
              </th>
              <td className={`${cell} whitespace-nowrap text-stone-800`}>{day(order.eventDate)}</td>
              <td className={`${cell} text-stone-800`}>{order.customerName}</td>
              {amounts.map((amount) => (
                <td
                  key={amount}
                  className={`${cell} whitespace-nowrap text-right tabular ${
                    order[amount] === 0 ? 'text-stone-500' : 'text-stone-900'
                  }`}
                >
                  {formatTzs(order[amount])}
                </td>
              ))}
              <td className={`${cell} whitespace-nowrap text-stone-800`}>
                {order.frozen ? t('money.orders.frozen') : order.releasesOn ? day(order.releasesOn) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
