// What a demo order's story must respect to be one the product could have produced: the order rules' transitions,
// the payment rail's limits, the simulator's prompt times, and nothing after now.
import { amountDueNowTzs, daysBetween, linePriceTzs, todayInTanzania } from '@sherehe/core/booking-rules';
import { FREE_CANCELLATION_DAYS, HOLD_MINUTES, type OrderStatus } from '@sherehe/core/order-rules';
import { later, MINUTE_MS } from '../demo-clock.ts';
import type { OrderStory, Step, StoryLine } from './order-story.ts';

/** How long checkout holds an order's dates for its first payment. */
export const HOLD_MS = HOLD_MINUTES * MINUTE_MS;
/** How long the simulator's prompt stays on the phone. */
export const PROMPT_MS = 120_000;
/** A prompt left unanswered is found timed out by the rail's fourth status query (15 s, then 30, 60, 120 s apart). */
const TIMED_OUT_FOUND_MS = 225_000;
/** One mobile-money payment carries from PAYMENTS_MIN_TZS to PAYMENTS_MAX_TZS (their defaults). */
const SMALLEST_PAYMENT_TZS = 1_000;
const LARGEST_PAYMENT_TZS = 5_000_000;

export const statusAfter: Partial<Record<Step['kind'], OrderStatus>> = {
  paid: 'paid',
  confirmed: 'confirmed',
  delivered: 'delivered',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
};

// The statuses each step may follow, as order-rules.ts and the orders service allow.
const allowedFrom: Partial<Record<Step['kind'], OrderStatus[]>> = {
  paid: ['awaiting_payment'],
  balance_paid: ['paid', 'confirmed', 'delivered'],
  confirmed: ['paid'],
  delivered: ['confirmed'],
  declined: ['paid', 'confirmed'],
  cancelled: ['awaiting_payment', 'paid', 'confirmed'],
  expired: ['awaiting_payment'],
};

export const totalOf = (lines: StoryLine[]) =>
  lines.reduce((sum, line) => sum + linePriceTzs(line.listing, line), 0);

/** What checkout asks for now: each line's total, or its deposit. */
export const dueNowOf = (lines: StoryLine[]) =>
  lines.reduce(
    (sum, line) => sum + amountDueNowTzs(linePriceTzs(line.listing, line), line.listing.depositPercent),
    0,
  );

/** When the rail found the checkout's first prompt, never answered, timed out. */
export const firstPromptTimedOutAt = (placedAt: Date) => later(placedAt, 1000 + TIMED_OUT_FOUND_MS);

/** The checkout's first prompt goes out as it is placed; one asked for later, shortly before it was answered. */
export function pushTime(story: OrderStory, step: Step, first: boolean): Date {
  if (first) return later(story.placedAt, 1000);
  const timedOut = step.kind === 'prompt_failed' && step.how === 'timed_out';
  return later(step.at, -(timedOut ? TIMED_OUT_FOUND_MS : 40_000));
}

/**
 * Why a story cannot have happened, or null. A story with a problem is left out rather than written: the seed runs
 * on a first start, at whatever hour, and must never stop it.
 */
export function storyProblem(story: OrderStory, now: Date): string | null {
  if (story.lines.length === 0) return 'no lines';
  const eventDate = story.lines.map((line) => line.eventDate).sort()[0] as string;
  if (todayInTanzania(story.placedAt) > eventDate) return 'an event before its order';
  const total = totalOf(story.lines);
  const dueNow = dueNowOf(story.lines);
  const payable = (amount: number) => amount >= SMALLEST_PAYMENT_TZS && amount <= LARGEST_PAYMENT_TZS;
  if (!payable(dueNow) || (total > dueNow && !payable(total - dueNow))) return 'an amount no payment carries';
  let status: OrderStatus = 'awaiting_payment';
  let at = story.placedAt;
  let paid = 0;
  let prompts = 0;
  for (const step of story.steps) {
    if (step.at < at) return `${step.kind} before what came before it`;
    if (step.at > now) return `${step.kind} in the future`;
    at = step.at;
    const allowed = allowedFrom[step.kind];
    if (allowed && !allowed.includes(status)) return `${step.kind} of an order ${status}`;
    if (step.kind === 'paid') {
      if (step.at.getTime() - story.placedAt.getTime() > HOLD_MS) return 'paid after its hold';
      paid = dueNow;
    }
    if (step.kind === 'balance_paid') {
      if (paid >= total) return 'a balance not owed';
      paid = total;
    }
    if (step.kind === 'prompt_failed' && status !== 'awaiting_payment' && paid >= total)
      return 'a prompt for nothing';
    if (step.kind === 'delivered' && !step.note && todayInTanzania(step.at) < eventDate)
      return 'delivered early';
    if (
      step.kind === 'cancelled' &&
      status === 'confirmed' &&
      daysBetween(todayInTanzania(step.at), eventDate) < FREE_CANCELLATION_DAYS
    ) {
      return 'cancelled too late';
    }
    if (step.kind === 'paid' || step.kind === 'prompt_failed' || step.kind === 'balance_paid') {
      const waited = step.at.getTime() - pushTime(story, step, prompts++ === 0).getTime();
      const timedOut = step.kind === 'prompt_failed' && step.how === 'timed_out';
      if (timedOut ? waited < PROMPT_MS : waited <= 0 || waited > PROMPT_MS)
        return 'a prompt out of its time';
    }
    status = statusAfter[step.kind] ?? status;
  }
  return null;
}
