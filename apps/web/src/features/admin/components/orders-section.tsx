// Orders: every order on Sherehe, found by reference, name, phone or e-mail and filtered by status; each opens the
// order page, which shows an admin the order read-only (the server gives admins no can* flags).
import type { OrderSummary } from '@sherehe/core/api/orders';
import { orderStatuses } from '@sherehe/core/order-rules';
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { OrderStatusBadge, owesBalance } from '../../../components/order-status-badge.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { type OrderStatusFilter, useAdminOrders } from '../api/use-admin-orders.ts';
import { ListSearchForm, useListSearch } from './list-search-form.tsx';
import { LoadMore } from './load-more.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';
import { StatusFilter, useStatusParam } from './status-filter.tsx';

const filters: readonly OrderStatusFilter[] = ['all', ...orderStatuses];

export function OrdersSection() {
  const { t } = useTranslation('orders');
  const search = useListSearch();
  const status = useStatusParam(filters, 'all');
  const orders = useAdminOrders(search, status);
  const list = orders.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-orders-heading">
      <SectionHeading id="admin-orders-heading" title={t('admin.heading')} intro={t('admin.intro')} />
      <ListSearchForm label={t('admin.search')} hint={t('admin.searchHint')} />
      <StatusFilter
        label={t('admin.filter')}
        fallback="all"
        options={filters.map((value) => ({
          value,
          label: value === 'all' ? t('admin.all') : t(`status.${value}`),
        }))}
      />
      <div className="mt-6">
        {orders.isPending ? (
          <ListSkeleton />
        ) : orders.isError && !orders.isFetchNextPageError ? (
          <SectionProblem
            error={orders.error}
            onRetry={() => orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : list.length === 0 ? (
          <div
            role="status"
            className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center"
          >
            <ReceiptText aria-hidden="true" className="mx-auto size-8 text-stone-400" />
            <p className="mt-2 font-medium text-stone-900">
              {search ? t('admin.noMatch', { search }) : t('admin.none')}
            </p>
          </div>
        ) : (
          <div
            aria-busy={orders.isPlaceholderData || undefined}
            className={orders.isPlaceholderData ? 'opacity-60' : ''}
          >
            <p role="status" className="mb-3 text-sm text-stone-600">
              {t('admin.shown', { count: list.length })}
            </p>
            <ul className="flex flex-col gap-3">
              {list.map((order) => (
                <AdminOrderRow key={order.id} order={order} />
              ))}
            </ul>
            <LoadMore
              hasMore={orders.hasNextPage}
              loading={orders.isFetchingNextPage}
              error={orders.isFetchNextPageError ? orders.error : null}
              onLoadMore={() => orders.fetchNextPage()}
            />
          </div>
        )}
      </div>
    </section>
  );
}

function AdminOrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const { day, dateTime } = useFormatDate();
  return (
    <li>
      <Link
        to={paths.order(order.id)}
        className="block rounded-xl border border-stone-200 bg-white p-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">{order.reference}</span>
            <OrderStatusBadge status={order.status} balanceTzs={order.balanceTzs} />
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold text-stone-900 tabular">{formatTzs(order.totalTzs)}</p>
            <p className="text-sm text-stone-600 tabular">
              {t('totals.paid')} {formatTzs(order.paidTzs)}
            </p>
          </div>
        </div>
        <p className="mt-1 text-stone-800">
          {order.vendorName} · {t('admin.customer', { name: order.customerName })}
        </p>
        <p className="text-sm text-stone-600">
          {t('mine.eventOn', { date: day(order.eventDate) })} · {t('order.placedAt')}{' '}
          {dateTime(order.placedAt)}
        </p>
        {owesBalance(order.status, order.balanceTzs) ? (
          <p className="mt-1 font-medium text-amber-900 text-sm">
            {t('mine.balanceDue', { amount: formatTzs(order.balanceTzs), date: day(order.eventDate) })}
          </p>
        ) : null}
      </Link>
    </li>
  );
}
