// The admin overview's figures: the last OVERVIEW_DAYS days of Dar es Salaam, each day filled (zeros included), the
// window's totals summed from those days so the two always agree, and the queues waiting for a decision.
import { type AdminOverview, OVERVIEW_DAYS, type OverviewDay } from '@sherehe/core/api/admin-overview';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import type { Database } from '../../db/client.ts';
import type { AnswerKeeper } from './answer-keeper.ts';
import { type DayFigures, overviewFigures, type Window } from './queries.ts';

export type AdminOverviewDeps = { db: Database; keeper: AnswerKeeper<AdminOverview> };

/** Kept this long per app instance (README, Admin dashboard): long enough to spare a busy database, short enough to trust. */
export const OVERVIEW_KEEP_MS = 30_000;

/** The days of the overview, oldest first, and the instants they span: [first day 00:00, tomorrow 00:00) there. */
export function overviewWindow(now: Date): Window & { days: string[] } {
  const today = todayInTanzania(now);
  const first = addDays(today, -(OVERVIEW_DAYS - 1));
  // Tanzania keeps East Africa Time (UTC+3) all year, with no summer time, so a day there starts at 00:00+03:00.
  const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`);
  return {
    days: Array.from({ length: OVERVIEW_DAYS }, (_, i) => addDays(first, i)),
    from: startOf(first),
    to: startOf(addDays(today, 1)),
  };
}

const emptyDay = (day: string): OverviewDay => ({
  day,
  orders: 0,
  salesTzs: 0,
  refundsTzs: 0,
  pledges: 0,
  collectedTzs: 0,
  newUsers: 0,
  newVendors: 0,
});

const total = (days: readonly OverviewDay[], figure: Exclude<keyof OverviewDay, 'day'>) =>
  days.reduce((sum, day) => sum + day[figure], 0);

/** Computes every figure now, as of `now`. */
export async function computeOverview(db: Database, now: Date = new Date()): Promise<AdminOverview> {
  const window = overviewWindow(now);
  const figures = await overviewFigures(db, window);

  const byDay = new Map(window.days.map((day) => [day, emptyDay(day)]));
  const merge = (rows: readonly DayFigures[]) => {
    for (const { day, ...values } of rows) {
      const into = byDay.get(day);
      if (!into) continue; // the window's bounds and its days are one computation; nothing falls outside
      for (const [name, value] of Object.entries(values)) {
        if (name in into) (into as Record<string, number | string>)[name] = Number(value);
      }
    }
  };
  merge(figures.orders);
  merge(figures.orderMoney);
  merge(figures.pledges);
  merge(figures.collected);
  merge(figures.newUsers);
  merge(figures.newVendors);
  const pledgedTzs = figures.pledges.reduce((sum, row) => sum + Number(row.pledgedTzs), 0);
  const { outcomes, unknown, vendorRequests, medicalPlaces } = figures;

  const days = [...byDay.values()];
  const lastWeek = days.slice(-7);
  const settled = outcomes.succeeded + outcomes.failed + outcomes.expired;
  const salesTzs = total(days, 'salesTzs');
  const refundsTzs = total(days, 'refundsTzs');
  return {
    computedAt: now.toISOString(),
    days,
    orders: { placed: total(days, 'orders'), salesTzs, refundsTzs, netSalesTzs: salesTzs - refundsTzs },
    payments: {
      ...outcomes,
      successRate: settled === 0 ? null : outcomes.succeeded / settled,
      unknownWaiting: unknown.waiting,
      oldestUnknownAt: unknown.oldest,
    },
    pledges: { made: total(days, 'pledges'), pledgedTzs, collectedTzs: total(days, 'collectedTzs') },
    people: {
      newUsers7: total(lastWeek, 'newUsers'),
      newUsers30: total(days, 'newUsers'),
      newVendors7: total(lastWeek, 'newVendors'),
      newVendors30: total(days, 'newVendors'),
    },
    waiting: {
      vendorRequests: vendorRequests.waiting,
      oldestVendorRequestAt: vendorRequests.oldest,
      medicalPlaces: medicalPlaces.waiting,
      oldestMedicalPlaceAt: medicalPlaces.oldest,
    },
  };
}

/** The overview as kept by this instance for OVERVIEW_KEEP_MS, or computed now when `fresh`. */
export function adminOverview({ db, keeper }: AdminOverviewDeps, { fresh = false } = {}) {
  return keeper.answer(() => computeOverview(db), { fresh });
}
