// A plan's usual last day: a monthly plan from 5 June runs to 4 July (a month, less a day); a start on the 31st of a
// month meets a shorter month at that month's last day.
import type { GrantSubscriptionBody } from '@sherehe/core/api/medi-finder';

type Plan = GrantSubscriptionBody['plan'];

const months: Record<Plan, number> = { monthly: 1, quarterly: 3, yearly: 12 };

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The last day of `plan` starting on `startsOn` (YYYY-MM-DD); '' for a start that is not a date. */
export function planEndsOn(plan: Plan, startsOn: string): string {
  if (!isDate(startsOn)) return '';
  const [year = 0, month = 1, day = 1] = startsOn.split('-').map(Number);
  const targetMonth = month - 1 + months[plan];
  const lastDayThere = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastDayThere)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
