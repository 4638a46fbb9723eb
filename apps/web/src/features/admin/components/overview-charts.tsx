// The overview's day-by-day charts. Each is a figure with its caption, a legend, one line of words that says what it
// shows (the totals and the best day), the chart itself (uPlot, loaded on demand: overview-chart.tsx) and the same
// figures as a table behind a "Show the figures as a table" toggle, for anyone who cannot or would rather not read
// a chart.
import type { OverviewDay } from '@sherehe/core/api/admin-overview';
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary.tsx';
import { formatDay, toLanguage, useFormatTzs } from '../../../lib/format.ts';
import type { ChartSeries } from './overview-chart.tsx';

const OverviewChart = lazy(() => import('./overview-chart.tsx').then((m) => ({ default: m.OverviewChart })));

export const CHART_SKELETON_CLASS =
  'h-48 w-full animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none';

// Teal for money (the brand's), amber and stone for counts: each at least 3:1 against white.
const TEAL = '#0d9488';
const AMBER = '#b45309';
const STONE = '#44403c';

type Column = { key: Exclude<keyof OverviewDay, 'day'>; label: string; money: boolean };

export function OverviewCharts({ days }: { days: readonly OverviewDay[] }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const formatTzs = useFormatTzs();
  const axis = useMemo(() => {
    const compact = new Intl.NumberFormat(language === 'sw' ? 'sw-TZ' : 'en-TZ', {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const dayLabel = new Intl.DateTimeFormat(language === 'sw' ? 'sw-TZ' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: BOOKING_TIME_ZONE,
    });
    return {
      // Both axes read as short numbers (1.2M, elfu 500): money and counts alike.
      number: (value: number) => compact.format(value),
      days: days.map((day) => dayLabel.format(new Date(`${day.day}T12:00:00+03:00`))),
    };
  }, [days, language]);

  const charts = [
    {
      id: 'sales',
      columns: [
        { key: 'salesTzs', label: t('charts.salesTzs'), money: true },
        { key: 'orders', label: t('charts.orders'), money: false },
        { key: 'refundsTzs', label: t('charts.refundsTzs'), money: true },
      ],
      drawn: [
        { key: 'salesTzs', kind: 'bars', color: TEAL, axis: 'left' },
        { key: 'orders', kind: 'line', color: AMBER, axis: 'right' },
      ],
    },
    {
      id: 'pledges',
      columns: [
        { key: 'collectedTzs', label: t('charts.collectedTzs'), money: true },
        { key: 'pledges', label: t('charts.pledgesMade'), money: false },
      ],
      drawn: [
        { key: 'collectedTzs', kind: 'bars', color: TEAL, axis: 'left' },
        { key: 'pledges', kind: 'line', color: AMBER, axis: 'right' },
      ],
    },
    {
      id: 'people',
      columns: [
        { key: 'newUsers', label: t('charts.newUsers'), money: false },
        { key: 'newVendors', label: t('charts.newVendors'), money: false },
      ],
      drawn: [
        { key: 'newUsers', kind: 'bars', color: TEAL, axis: 'left' },
        { key: 'newVendors', kind: 'line', color: STONE, axis: 'left' },
      ],
    },
  ] as const satisfies readonly {
    id: string;
    columns: readonly Column[];
    drawn: readonly {
      key: Column['key'];
      kind: ChartSeries['kind'];
      color: string;
      axis: ChartSeries['axis'];
    }[];
  }[];

  return (
    <section aria-labelledby="admin-overview-charts">
      <h3 id="admin-overview-charts" className="font-semibold text-base text-stone-900">
        {t('charts.heading')}
      </h3>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {charts.map((chart) => (
          <ChartFigure
            key={chart.id}
            id={chart.id}
            title={t(`charts.${chart.id}`)}
            days={days}
            dayLabels={axis.days}
            columns={chart.columns}
            drawn={chart.drawn}
            formatMoney={formatTzs}
            formatAxis={axis.number}
            wide={chart.id === 'people'}
            dayName={(day) => formatDay(day, language)}
          />
        ))}
      </div>
    </section>
  );
}

type ChartFigureProps = {
  id: string;
  title: string;
  days: readonly OverviewDay[];
  dayLabels: readonly string[];
  columns: readonly Column[];
  drawn: readonly {
    key: Column['key'];
    kind: ChartSeries['kind'];
    color: string;
    axis: ChartSeries['axis'];
  }[];
  formatMoney: (amount: number) => string;
  formatAxis: (value: number) => string;
  dayName: (day: string) => string;
  wide: boolean;
};

function ChartFigure({
  id,
  title,
  days,
  dayLabels,
  columns,
  drawn,
  formatMoney,
  formatAxis,
  dayName,
  wide,
}: ChartFigureProps) {
  const { t } = useTranslation('adminDashboard');
  const show = (column: Column, value: number) => (column.money ? formatMoney(value) : formatDecimal(value));
  const series = useMemo<ChartSeries[]>(
    () =>
      drawn.map((one) => ({
        label: columns.find((column) => column.key === one.key)?.label ?? one.key,
        values: days.map((day) => day[one.key]),
        kind: one.kind,
        color: one.color,
        axis: one.axis,
      })),
    [days, drawn, columns],
  );
  const summary = summaryOf(days, columns, (column, value) => show(column, value), dayName, t);
  const empty = days.every((day) => columns.every((column) => day[column.key] === 0));
  const captionId = `admin-overview-chart-${id}`;
  return (
    <figure
      aria-labelledby={captionId}
      className={`min-w-0 rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}
    >
      <figcaption id={captionId} className="font-semibold text-sm text-stone-900">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-stone-700 text-xs">
        {series.map((one) => (
          <li key={one.label} className="flex items-center gap-1.5">
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="size-4"
              fill={one.color}
              stroke={one.color}
            >
              {one.kind === 'bars' ? (
                <rect x="2" y="2" width="12" height="12" rx="2" />
              ) : (
                <line x1="1" y1="8" x2="15" y2="8" strokeWidth="2.5" strokeLinecap="round" />
              )}
            </svg>
            {one.label}
          </li>
        ))}
      </ul>
      {/* A month of zeros draws no chart, only says so; a chart that cannot load leaves its words and table. */}
      {empty ? (
        <p className="mt-3 flex h-48 items-center justify-center rounded-lg border border-stone-300 border-dashed px-4 text-center text-sm text-stone-600">
          {t('charts.nothing')}
        </p>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{summary}</p>
      )}
      {empty ? null : (
        <div className="mt-3">
          <QuietBoundary fallback={null}>
            <Suspense fallback={<div className={CHART_SKELETON_CLASS} />}>
              <OverviewChart dayLabels={dayLabels} series={series} formatAxis={formatAxis} />
            </Suspense>
          </QuietBoundary>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-teal-800 hover:underline">
          {t('charts.showTable')}
        </summary>
        {/* It may scroll sideways on a phone: reachable by keyboard, named by the chart it stands for. */}
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
          aria-label={title}
          className="mt-2 overflow-x-auto rounded-lg border border-stone-200 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('charts.day')}
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-stone-100 border-t">
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal text-stone-700">
                    {dayName(day.day)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className="whitespace-nowrap px-3 py-1.5 text-right text-stone-900">
                      {show(column, day[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

/** "Sales received: TZS 1,200,000 · Orders: 14 · … · Best day: Sat 12 Jun (TZS 400,000)", or "Nothing …". */
function summaryOf(
  days: readonly OverviewDay[],
  columns: readonly Column[],
  show: (column: Column, value: number) => string,
  dayName: (day: string) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const totals = columns.map((column) => days.reduce((sum, day) => sum + day[column.key], 0));
  if (totals.every((total) => total === 0)) return t('charts.nothing');
  const pairs = columns.map((column, index) =>
    t('charts.pair', { label: column.label, value: show(column, totals[index] ?? 0) }),
  );
  const [lead] = columns;
  if (lead) {
    const best = days.reduce((top, day) => (day[lead.key] > top[lead.key] ? day : top));
    if (best[lead.key] > 0) {
      pairs.push(
        t('charts.pair', {
          label: t('charts.bestDay'),
          value: t('charts.bestDayValue', { day: dayName(best.day), value: show(lead, best[lead.key]) }),
        }),
      );
    }
  }
  return pairs.join(' · ');
}
