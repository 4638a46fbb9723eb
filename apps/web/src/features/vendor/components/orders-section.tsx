// The vendor's orders inbox: figures of what waits and what sold, then the boxes New / Upcoming / Past (the box in
// the address as ?box=, so Back from an order returns to it). Each order opens with ?order=<id>.
import type { OrderSummary } from '@sherehe/core/api/orders';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import {
  useVendorOrderFigures,
  useVendorOrders,
  type VendorBox,
  vendorBoxes,
} from '../api/use-vendor-orders.ts';

/** The box named in the address, New otherwise. */
export function useVendorBox(): VendorBox {
  const [params] = useSearchParams();
  return vendorBoxes.find((box) => box === params.get('box')) ?? 'new';
}

export function OrdersSection() {
  const { t } = useTranslation('orders');
  return (
    <section
      aria-labelledby="vendor-orders"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="vendor-orders" className="font-semibold text-stone-900 text-xl">
        {t('inbox.heading')}
      </h2>
      <p className="mt-1 text-base text-stone-600">{t('inbox.intro')}</p>
      <Figures />
      <Boxes />
    </section>
  );
}

function Figures() {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const figures = useVendorOrderFigures();
  if (figures.isError) return null; // the boxes below say what went wrong
  const items: [string, string][] = figures.data
    ? [
        [t('inbox.toConfirm'), String(figures.data.toConfirm)],
        [t('inbox.upcoming'), String(figures.data.upcoming)],
        [t('inbox.soldThisMonth'), formatTzs(figures.data.soldThisMonthTzs)],
        [t('inbox.soldAllTime'), formatTzs(figures.data.soldAllTimeTzs)],
        [t('inbox.deliveredCount'), String(figures.data.deliveredCount)],
      ]
    : [];
  return (
    <div className="mt-4">
      <h3 className="sr-only">{t('inbox.figures')}</h3>
      {figures.isPending ? (
        <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[0, 1, 2, 3, 4].map((tile) => (
            <div
              key={tile}
              className="h-16 animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {items.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-stone-50 p-3 last:col-span-2 sm:last:col-span-1">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="mt-0.5 whitespace-nowrap font-bold text-base text-stone-900 tabular sm:text-lg">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Boxes() {
  const { t } = useTranslation('orders');
  const box = useVendorBox();
  const [, setParams] = useSearchParams();
  const figures = useVendorOrderFigures();
  const counts: Partial<Record<VendorBox, number>> = figures.data
    ? { new: figures.data.toConfirm, upcoming: figures.data.upcoming }
    : {};
  return (
    <div className="mt-5">
      <fieldset>
        <legend className="sr-only">{t('inbox.tabs')}</legend>
        <div className="flex gap-2 overflow-x-auto pb-1">
          {vendorBoxes.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === box}
              onClick={() =>
                setParams(
                  (previous) => {
                    const next = new URLSearchParams(previous);
                    if (value === 'new') next.delete('box');
                    else next.set('box', value);
                    return next;
                  },
                  { replace: true },
                )
              }
              className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 font-medium text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
            >
              {t(`inbox.boxes.${value}`)}
              {counts[value] !== undefined ? (
                <span className="rounded-full bg-black/10 px-2 py-0.5 text-xs tabular">{counts[value]}</span>
              ) : null}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {/* Keyed: each box keeps its own pages. */}
        <BoxList key={box} box={box} />
      </div>
    </div>
  );
}

function BoxList({ box }: { box: VendorBox }) {
  const { t } = useTranslation('orders');
  const orders = useVendorOrders(box);
  const list = orders.data?.pages.flatMap((page) => page.items) ?? [];
  if (orders.isPending) return <ListSkeleton rows={2} />;
  if (orders.isError && !orders.isFetchNextPageError) {
    return (
      <FormAlert message={t('inbox.loadFailed')}>
        <p>{errorText(orders.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void orders.refetch()}>
          {t('inbox.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (list.length === 0) {
    return (
      <div className="rounded-lg border border-stone-300 border-dashed p-5 text-center">
        <Inbox aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">{t(`inbox.empty.${box}`)}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.map((order) => (
          <VendorOrderRow key={order.id} order={order} />
        ))}
      </ul>
      {orders.hasNextPage ? (
        <LoadMoreButton
          loading={orders.isFetchingNextPage}
          problem={orders.isFetchNextPageError ? errorText(orders.error) : null}
          label={t('inbox.loadMore')}
          loadingLabel={t('inbox.loadingMore')}
          className={buttonClasses({ variant: 'secondary' })}
          onLoadMore={() => void orders.fetchNextPage()}
        />
      ) : null}
    </>
  );
}

function VendorOrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('order', order.id);
  const title =
    order.lineCount > 1
      ? t('mine.more', { title: order.firstTitle, count: order.lineCount - 1 })
      : order.firstTitle;
  return (
    <li>
      <Link
        to={`?${next}`}
        className="block rounded-lg border border-stone-200 p-3 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">{order.reference}</span>
            <OrderStatusBadge status={order.status} balanceTzs={order.balanceTzs} />
          </div>
          <span className="shrink-0 font-semibold text-stone-900 tabular">{formatTzs(order.totalTzs)}</span>
        </div>
        <p className="mt-1 truncate text-stone-800">{title}</p>
        <p className="text-sm text-stone-600">
          {order.customerName} · {t('mine.eventOn', { date: day(order.eventDate) })}
        </p>
      </Link>
    </li>
  );
}
