// One day-by-day chart of the overview, drawn by uPlot on a canvas. This module (and uPlot with it, about 24 KB
// gzipped) is loaded only when the overview shows its charts (overview-charts.tsx imports it lazily), so no other
// page, nor any other admin section, downloads it. The canvas is hidden from assistive technology: the chart's
// caption, summary and table say the same in words.
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export type ChartSeries = {
  label: string;
  values: readonly number[];
  kind: 'bars' | 'line';
  /** A colour of the palette (DESIGN.md); graphics need 3:1 against white. */
  color: string;
  /** Money on the left axis, counts on the right when a chart has both. */
  axis: 'left' | 'right';
};

type OverviewChartProps = {
  /** The x axis: one label per day, oldest first. */
  dayLabels: readonly string[];
  series: readonly ChartSeries[];
  /** How both axes write their numbers. */
  formatAxis: (value: number) => string;
};

export const CHART_HEIGHT = 192;

const axisStyle = {
  stroke: '#57534e', // stone-600: 4.5:1 on white
  font: '12px system-ui, sans-serif',
  ticks: { stroke: '#e7e5e4', width: 1 },
  grid: { stroke: '#f5f5f4', width: 1 },
};

/** Every `step`-th day, counted back from today, so today always has its label. */
function daySplits(count: number, width: number): number[] {
  const step = width < 480 ? 7 : width < 760 ? 4 : 2;
  return Array.from({ length: count }, (_, index) => index).filter(
    (index) => (count - 1 - index) % step === 0,
  );
}

export function OverviewChart({ dayLabels, series, formatAxis }: OverviewChartProps) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      dayLabels.map((_, index) => index),
      ...series.map((one) => [...one.values]),
    ];
    const bars = uPlot.paths.bars?.({ size: [0.7, 28], radius: 0.2 });
    const hasRight = series.some((one) => one.axis === 'right');
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        // Counts and money never go below zero; a flat month still shows an axis from 0.
        scales: {
          x: { time: false, range: [-0.5, dayLabels.length - 0.5] },
          left: { range: (_self, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          right: { range: (_self, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
        },
        axes: [
          {
            ...axisStyle,
            grid: { show: false },
            splits: (self) => daySplits(dayLabels.length, self.width),
            values: (_self, splits) => splits.map((index) => dayLabels[index] ?? ''),
          },
          { ...axisStyle, scale: 'left', size: sizeToFit, values: (_self, splits) => splits.map(formatAxis) },
          ...(hasRight
            ? [
                {
                  ...axisStyle,
                  scale: 'right',
                  side: 1 as const,
                  size: sizeToFit,
                  grid: { show: false },
                  // Counts are whole: no tick between two of them.
                  splits: (_self: uPlot, _axis: number, min: number, max: number) => wholeSplits(min, max),
                  values: (_self: uPlot, splits: number[]) => splits.map(formatAxis),
                },
              ]
            : []),
        ],
        series: [
          {},
          ...series.map((one) => ({
            label: one.label,
            scale: one.axis,
            stroke: one.color,
            width: one.kind === 'line' ? 2 : 0,
            ...(one.kind === 'bars' ? { fill: one.color, paths: bars } : {}),
            points: { show: false },
          })),
        ],
      },
      data,
      element,
    );
    // Follows its column as the window (or the phone) turns.
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dayLabels, series, formatAxis]);

  return <div ref={holder} aria-hidden="true" className="h-48 w-full overflow-hidden" />;
}

/** Room for the axis's longest label ("elfu 750" in Swahili is longer than "750K"), about 7 px a character. */
function sizeToFit(_self: uPlot, values: string[] | null): number {
  const longest = Math.max(0, ...(values ?? []).map((value) => value.length));
  return Math.max(32, longest * 7 + 18);
}

/** Up to five whole-number ticks from 0 to max. */
function wholeSplits(min: number, max: number): number[] {
  const step = Math.max(1, Math.ceil((max - min) / 4));
  const splits: number[] = [];
  for (let value = Math.max(0, Math.ceil(min)); value <= max; value += step) splits.push(value);
  return splits;
}
