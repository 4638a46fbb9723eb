// Every refusal the API answers, by a stable id (docs/decisions/004-reason-codes.md). Clients word a refusal from its
// `reason` and `params`; the English here is the body's `message`, for API clients and logs, and the web app's
// English. Schemas name a reason with reason('…') where zod takes a message.
import { accountReasons } from './reasons/accounts.ts';
import { adminMoneyReasons } from './reasons/admin-money.ts';
import { bookingReasons } from './reasons/bookings.ts';
import { cardReasons } from './reasons/cards.ts';
import { commonReasons } from './reasons/common.ts';
import { conversationReasons } from './reasons/conversations.ts';
import { disputeReasons } from './reasons/disputes.ts';
import { doorReasons } from './reasons/door.ts';
import { eventReasons } from './reasons/events.ts';
import { finderAndPlannerReasons } from './reasons/finder-and-planner.ts';
import { guestReasons } from './reasons/guests.ts';
import { marketplaceReasons } from './reasons/marketplace.ts';
import { newsReasons } from './reasons/news.ts';
import { notificationReasons } from './reasons/notifications.ts';
import { orderReasons } from './reasons/orders.ts';
import { paymentReasons } from './reasons/payments.ts';
import { payoutReasons } from './reasons/payouts.ts';
import { statementReasons } from './reasons/statements.ts';
import { withdrawalReasons } from './reasons/withdrawals.ts';

export const reasonTexts = {
  ...commonReasons,
  ...accountReasons,
  ...marketplaceReasons,
  ...bookingReasons,
  ...finderAndPlannerReasons,
  ...orderReasons,
  ...paymentReasons,
  ...payoutReasons,
  ...withdrawalReasons,
  ...disputeReasons,
  ...statementReasons,
  ...adminMoneyReasons,
  ...eventReasons,
  ...guestReasons,
  ...cardReasons,
  ...doorReasons,
  ...conversationReasons,
  ...newsReasons,
  ...notificationReasons,
} as const;
export type Reason = keyof typeof reasonTexts;
export const reasons = Object.keys(reasonTexts) as Reason[];

/** Values a reason's words take ({{max}} in "Keep it under {{max}} characters."). */
export type ReasonParams = Record<string, string | number>;

/** Names a reason where zod expects a message; the server's error handler turns it back into the reason. */
export const reason = (id: Reason): Reason => id;

export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && Object.hasOwn(reasonTexts, value);
}

/** The English words of a reason with its params filled in; a param not given stays as its placeholder. */
export function reasonInEnglish(id: Reason, params: ReasonParams = {}): string {
  return reasonTexts[id].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
