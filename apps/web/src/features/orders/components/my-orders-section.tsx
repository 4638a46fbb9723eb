// The Account page's "My orders" (id="orders", the address the order page and the mailed notices come back to):
// newest first, each with its status, opening its order page.
import type { OrderSummary } from '@sherehe/core/api/orders';
import { ReceiptText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { OrderStatusBadge, owesBalance } from '../../../components/order-status-badge.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useMyOrders } from '../api/use-my-orders.ts';

export function MyOrdersSection() {
  const { t } = useTranslation('orders');
  const orders = useMyOrders();
  const list = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = !orders.isPending;

  // Back from an order page (…/Account#orders): once the list has its height, bring it into view (the page's
  // scroll to the top on arrival runs first).
  useEffect(() => {
    if (loaded && hash === '#orders') sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  let body: React.ReactNode;
  if (orders.isPending) body = <ListSkeleton rows={2} />;
  else if (orders.isError && !orders.isFetchNextPageError) {
    body = (
      <FormAlert message={t('mine.loadFailed')}>
        <p>{errorText(orders.error)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void orders.refetch()}>
          {t('mine.retry')}
        </Button>
      </FormAlert>
    );
  } else if (list.length === 0) {
    body = (
      <div className="rounded-lg border border-stone-300 border-dashed p-5 text-center">
        <ReceiptText aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <p className="mt-2 text-stone-700">{t('mine.empty')}</p>
        <Link to={paths.services()} className={buttonClasses({ className: 'mt-4' })}>
          {t('mine.browse')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3">
          {list.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
        {orders.hasNextPage ? (
          <LoadMoreButton
            loading={orders.isFetchingNextPage}
            problem={orders.isFetchNextPageError ? errorText(orders.error) : null}
            label={t('mine.loadMore')}
            loadingLabel={t('mine.loadingMore')}
            className={buttonClasses({ variant: 'secondary' })}
            onLoadMore={() => void orders.fetchNextPage()}
          />
        ) : null}
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      id="orders"
      aria-labelledby="my-orders-heading"
      className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="my-orders-heading" className="font-semibold text-stone-900 text-xl">
        {t('mine.heading')}
      </h2>
      <p className="mt-1 mb-4 text-base text-stone-600">{t('mine.intro')}</p>
      {body}
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const { day } = useFormatDate();
  const owes = owesBalance(order.status, order.balanceTzs);
  const title =
    order.lineCount > 1
      ? t('mine.more', { title: order.firstTitle, count: order.lineCount - 1 })
      : order.firstTitle;
  return (
    <li>
      <Link
        to={paths.order(order.id)}
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
          {order.vendorName} · {t('mine.eventOn', { date: day(order.eventDate) })}
        </p>
      </Link>
      {owes ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2 px-3">
          <p className="font-medium text-amber-900 text-sm">
            {t('mine.balanceDue', { amount: formatTzs(order.balanceTzs), date: day(order.eventDate) })}
          </p>
          {/* The order page holds the balance's payment (its phone and prompt). */}
          <Link to={paths.order(order.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('mine.payBalance')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
