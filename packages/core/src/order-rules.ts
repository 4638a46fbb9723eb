// What an order may do next, and what it owes: the rules the server enforces and the web shows, in one place.
import { daysBetween } from './booking-rules.ts';

export const orderStatuses = [
  'awaiting_payment', // placed: its dates and stock are held while the customer pays what is due now
  'paid', // what was due now is paid (the whole total, or the vendor's deposit): the dates are booked
  'confirmed', // the vendor accepted it
  'delivered', // the vendor marked it done
  'declined', // the vendor turned it down: what was paid goes back
  'cancelled', // the customer called it off within the rules: what was paid goes back
  'expired', // not paid in time: the holds were released
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The longest note to a vendor, and the longest reason a vendor gives for declining. */
export const ORDER_NOTE_MAX = 500;
export const DECLINE_REASON_MAX = 500;

/** How long a placed order holds its dates and stock without payment. */
export const HOLD_MINUTES = 15;
/**
 * Checkouts still waiting for their payment, per customer: each holds dates and stock and rang a phone, so a few
 * at once is a person choosing; more is someone holding the market (or a stranger's phone) hostage.
 */
export const MAX_UNPAID_CHECKOUTS = 3;

/** A customer may call an order off while the vendor has not accepted it, or later up to this many days before the event. */
export const FREE_CANCELLATION_DAYS = 7;

/** Whether the customer may cancel now: never once final or delivered; after acceptance only early enough. */
export function customerMayCancel(order: { status: OrderStatus; eventDate: string }, today: string): boolean {
  if (order.status === 'awaiting_payment' || order.status === 'paid') return true;
  if (order.status === 'confirmed') return daysBetween(today, order.eventDate) >= FREE_CANCELLATION_DAYS;
  return false;
}

/** Vendors act on paid orders: accept or decline them, then mark them delivered once accepted. */
export function vendorMay(action: 'confirm' | 'decline' | 'deliver', status: OrderStatus): boolean {
  if (action === 'deliver') return status === 'confirmed';
  if (action === 'decline') return status === 'paid' || status === 'confirmed';
  return status === 'paid';
}

/**
 * The balance that may still be paid: only orders going ahead owe anything, and none once a problem was reported
 * (while it is open its money is frozen; the decision settles what the order cost).
 */
export function balanceDue(order: {
  status: OrderStatus;
  totalTzs: number;
  paidTzs: number;
  disputed?: boolean;
}): number {
  if (order.disputed) return 0;
  if (order.status !== 'paid' && order.status !== 'confirmed' && order.status !== 'delivered') return 0;
  return Math.max(0, order.totalTzs - order.paidTzs);
}

/** `SH-1042`: what people read out on the phone to a vendor. */
export function orderReference(number: number): string {
  return `SH-${number}`;
}
