// The dashboard's first view: a month of figures (sales, pledge money, orders, payment success, new accounts and
// shops), what waits for a decision, and day-by-day charts with their tables. Every figure is a link to the section
// that acts on it.
import type { AdminOverview } from '@sherehe/core/api/admin-overview';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { ArrowRight, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { formatTime } from '../../../lib/format-date.ts';
import { useFormatAge } from '../../../lib/relative-time.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminOverview, useRefreshOverview } from '../api/use-admin-overview.ts';
import { CHART_SKELETON_CLASS, OverviewCharts } from './overview-charts.tsx';
import { SectionHeading } from './section-heading.tsx';
import { SectionProblem } from './section-problem.tsx';

export function OverviewSection() {
  const { t } = useTranslation('adminDashboard');
  const overview = useAdminOverview();
  return (
    <section aria-labelledby="admin-overview-heading">
      <SectionHeading id="admin-overview-heading" title={t('heading')} intro={t('intro')} />
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : overview.isError ? (
        <SectionProblem
          error={overview.error}
          onRetry={() => overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </section>
  );
}

function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('adminDashboard');
  const formatTzs = useFormatTzs();
  const refresh = useRefreshOverview();
  const { orders, payments, pledges, people } = overview;
  const settled = payments.succeeded + payments.failed + payments.expired;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-stone-600">{t('asOf', { time: formatTime(overview.computedAt) })}</p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-busy={refresh.isPending || undefined}
          onClick={() => refresh.mutate(undefined, { onError: () => toast.error(t('refreshFailed')) })}
        >
          <RotateCw
            aria-hidden="true"
            className={`size-4 ${refresh.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
          {t('refresh')}
        </Button>
      </div>

      <section aria-labelledby="admin-overview-month">
        <h3 id="admin-overview-month" className="font-semibold text-base text-stone-900">
          {t('month')}
        </h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile
            wide
            to="?section=orders"
            section="orders"
            label={t('tiles.sales')}
            value={formatTzs(orders.netSalesTzs)}
            detail={t('tiles.salesDetail', {
              received: formatTzs(orders.salesTzs),
              refunded: formatTzs(orders.refundsTzs),
            })}
          />
          <Tile
            wide
            to="?section=events"
            section="events"
            label={t('tiles.collected')}
            value={formatTzs(pledges.collectedTzs)}
            detail={t('tiles.collectedDetail', {
              count: pledges.made,
              pledged: formatTzs(pledges.pledgedTzs),
            })}
          />
          <Tile
            to="?section=orders"
            section="orders"
            label={t('tiles.orders')}
            value={formatDecimal(orders.placed)}
            detail={t('tiles.ordersDetail')}
          />
          <Tile
            to="?section=payments"
            section="payments"
            label={t('tiles.success')}
            value={payments.successRate === null ? '–' : <Percent share={payments.successRate} />}
            detail={
              settled === 0
                ? t('tiles.successNone')
                : t('tiles.successDetail', {
                    succeeded: formatDecimal(payments.succeeded),
                    settled: formatDecimal(settled),
                  })
            }
          />
          <Tile
            to="?section=users"
            section="users"
            label={t('tiles.newUsers')}
            value={formatDecimal(people.newUsers30)}
            detail={t('tiles.lastWeek', { count: people.newUsers7 })}
          />
          <Tile
            to="?section=vendors"
            section="vendors"
            label={t('tiles.newVendors')}
            value={formatDecimal(people.newVendors30)}
            detail={t('tiles.lastWeek', { count: people.newVendors7 })}
          />
        </ul>
      </section>

      <Waiting overview={overview} />
      <OverviewCharts days={overview.days} />
    </div>
  );
}

function Percent({ share }: { share: number }) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage === 'sw' ? 'sw-TZ' : 'en-TZ', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return <>{format.format(share)}</>;
}

type TileProps = {
  to: string;
  /** The section the tile opens: its name in the menu is the tile's last line. */
  section: string;
  label: string;
  value: ReactNode;
  detail: string;
  wide?: boolean;
};

function Tile({ to, section, label, value, detail, wide = false }: TileProps) {
  const { t } = useTranslation('admin');
  return (
    <li className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <Link
        to={to}
        className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <span className="text-sm text-stone-600">{label}</span>
        <span className="mt-1 whitespace-nowrap font-semibold text-2xl text-stone-900 tabular-nums">
          {value}
        </span>
        <span className="mt-1 text-sm text-stone-600">{detail}</span>
        <span className="mt-auto flex items-center gap-1 pt-3 font-medium text-sm text-teal-800">
          {t(`sections.${section}`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </li>
  );
}

function Waiting({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('adminDashboard');
  const formatAge = useFormatAge();
  const { payments, waiting } = overview;
  const queues = [
    {
      key: 'unknown',
      to: '?section=payments&status=unknown',
      section: 'payments',
      count: payments.unknownWaiting,
      oldest: payments.oldestUnknownAt,
    },
    {
      key: 'vendorRequests',
      to: '?section=vendor-requests',
      section: 'vendor-requests',
      count: waiting.vendorRequests,
      oldest: waiting.oldestVendorRequestAt,
    },
    {
      key: 'places',
      to: '?section=medi-finder&status=pending',
      section: 'medi-finder',
      count: waiting.medicalPlaces,
      oldest: waiting.oldestMedicalPlaceAt,
    },
  ] as const;
  return (
    <section aria-labelledby="admin-overview-waiting">
      <h3 id="admin-overview-waiting" className="font-semibold text-base text-stone-900">
        {t('waiting.heading')}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {queues.map((queue) => (
          <QueueTile
            key={queue.key}
            to={queue.to}
            section={queue.section}
            label={t(`waiting.${queue.key}`)}
            count={queue.count}
            detail={
              queue.count > 0 && queue.oldest
                ? t('waiting.oldest', { age: formatAge(queue.oldest) })
                : t('waiting.none')
            }
          />
        ))}
      </ul>
    </section>
  );
}

function QueueTile({
  to,
  section,
  label,
  count,
  detail,
}: {
  to: string;
  section: string;
  label: string;
  count: number;
  detail: string;
}) {
  const { t } = useTranslation('admin');
  const waiting = count > 0;
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className={`flex h-full items-start justify-between gap-3 rounded-xl border p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
          waiting
            ? 'border-amber-300 bg-amber-50 hover:border-teal-600'
            : 'border-stone-200 bg-white hover:border-teal-600'
        }`}
      >
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-sm text-stone-900">{label}</span>
          <span className="mt-1 text-sm text-stone-700">{detail}</span>
          <span className="mt-2 flex items-center gap-1 font-medium text-sm text-teal-800">
            {t(`sections.${section}`)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </span>
        <span className="font-semibold text-2xl text-stone-900 tabular-nums">{formatDecimal(count)}</span>
      </Link>
    </li>
  );
}

/** The overview's shape in grey while it loads: the tiles, the queues and the charts' frames. */
function OverviewSkeleton() {
  const { t } = useTranslation('adminDashboard');
  const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';
  return (
    <div role="status" aria-label={t('loading')}>
      <div aria-hidden="true" className="flex flex-col gap-8">
        <div className={`h-4 w-1/2 ${block}`} />
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[true, true, false, false, false, false].map((wide, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              key={index}
              className={`rounded-xl border border-stone-200 bg-white p-4 ${wide ? 'col-span-2' : ''}`}
            >
              <div className={`h-3 w-1/2 ${block}`} />
              <div className={`mt-3 h-6 w-2/3 ${block}`} />
              <div className={`mt-3 h-3 w-2/3 ${block}`} />
            </li>
          ))}
        </ul>
        <ul className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-20 rounded-xl border border-stone-200 bg-white p-4">
              <div className={`h-3 w-2/3 ${block}`} />
              <div className={`mt-3 h-3 w-1/3 ${block}`} />
            </li>
          ))}
        </ul>
        <div className={CHART_SKELETON_CLASS} />
      </div>
    </div>
  );
}
