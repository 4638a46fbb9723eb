// Checkout, orders and their handling by customers, vendors and admins: the API contract.
import { z } from 'zod';
// The limits live in the zod-free rules, so web pages read them without loading zod.
import { DECLINE_REASON_MAX, ORDER_NOTE_MAX, orderStatuses } from '../order-rules.ts';
import { normalizePhone } from '../phone.ts';
import { reason } from '../reasons.ts';
import { orderDispute } from './order-dispute.ts';
import { plainText } from './plain-text.ts';

export { cursorQuery } from './page-query.ts';

export const orderStatus = z.enum(orderStatuses);
const language = z.enum(['en', 'sw']);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A Tanzanian mobile number that can take a mobile-money prompt, in any of the ways people type it. */
export const mobileMoneyPhone = z
  .string({ error: reason('checkout.phone_required') })
  .trim()
  .min(1, reason('checkout.phone_required'))
  .transform((value, context) => {
    const e164 = normalizePhone(value);
    if (!e164 || !/^\+255[67]\d{8}$/.test(e164)) {
      context.addIssue({ code: 'custom', message: reason('payments.phone_invalid') });
      return z.NEVER;
    }
    return e164;
  });

const note = plainText(z.string().trim()).max(ORDER_NOTE_MAX, reason('checkout.note_too_long'));

/** What is wrong with a cart line that keeps the cart from being checked out. */
export const lineProblem = z.enum([
  'unavailable', // archived, or its vendor suspended
  'date_missing', // a service needs the event date
  'date_past',
  'date_taken', // full or blocked that day
  'guests_missing', // priced per person
  'out_of_stock',
]);
export type LineProblem = z.infer<typeof lineProblem>;

/** What a line is, priced: shared by the checkout's lines and an order's. */
const pricedLine = {
  title: z.string(),
  kind: z.enum(['service', 'product']),
  priceTzs: z.number().int(),
  priceUnit: z.enum(['event', 'person', 'day', 'item']),
  quantity: z.number().int(),
  guests: z.number().int().nullable(),
  eventDate: day.nullable(),
  location: z.string().nullable(),
  lineTotalTzs: z.number().int(),
};

export const checkoutLine = z.object({ productId: z.uuid(), ...pricedLine, problem: lineProblem.nullable() });
export type CheckoutLine = z.infer<typeof checkoutLine>;

export const checkoutGroup = z.object({
  vendorId: z.uuid(),
  vendorName: z.string(),
  lines: z.array(checkoutLine),
  totalTzs: z.number().int(),
  /** The whole total, or the deposits the vendor asks for its listings. */
  dueNowTzs: z.number().int(),
});
export type CheckoutGroup = z.infer<typeof checkoutGroup>;

export const checkoutPreview = z.object({
  groups: z.array(checkoutGroup),
  totalTzs: z.number().int(),
  dueNowTzs: z.number().int(),
  /** The signed-in person's own number when it can take a mobile-money prompt, to prefill the field. */
  phone: z.string().nullable(),
  /** Whether a payment provider is set up (false: checkout is refused with payments.unavailable). */
  paymentsEnabled: z.boolean(),
  /** The built-in payment simulator is in use: the page links to its demo phone. */
  simulator: z.boolean(),
  minTzs: z.number().int(),
  maxTzs: z.number().int(),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const placeOrderBody = z.object({
  /** Chosen by the client once per checkout: a retried submission places nothing twice. */
  idempotencyKey: z.string().regex(/^[\w-]{8,64}$/, reason('checkout.key_invalid')),
  phone: mobileMoneyPhone,
  /** The event's location for lines that name none. */
  location: plainText(z.string().trim()).max(200, reason('cart.location_too_long')).optional(),
  /** A note to each vendor, by vendor id. */
  notes: z.record(z.uuid(), note).optional(),
  /** The language the customer reads: their receipts and notices come in it. */
  language,
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const placeOrderResponse = z.object({
  checkoutId: z.uuid(),
  /** The payment attempt the customer now approves on their phone (its page: /event-planners/payments/:id); null
   * when nothing is due now. */
  paymentId: z.uuid().nullable(),
  orders: z.array(z.object({ id: z.uuid(), reference: z.string() })),
  dueNowTzs: z.number().int(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

export const orderEventKind = z.enum([
  'placed',
  'payment_succeeded',
  'payment_failed',
  'confirmed',
  'declined',
  'delivered',
  'cancelled',
  'expired',
  'refund_started',
  'refunded',
  'receipt_confirmed', // the customer said it came: the vendor's money is released
  'dispute_opened', // the customer reported a problem: the money is frozen until an admin decides
  'dispute_answered',
  'dispute_decided',
]);
export type OrderEventKind = z.infer<typeof orderEventKind>;

export const orderEvent = z.object({
  kind: orderEventKind,
  at: z.iso.datetime({ offset: true }),
  amountTzs: z.number().int().nullable(),
  note: z.string().nullable(),
  by: z.enum(['customer', 'vendor', 'admin', 'system']),
});

/** `listingId` is null on a quote's line in the vendor's own words. */
export const orderLine = z.object({ listingId: z.uuid().nullable(), ...pricedLine });

export const orderSummary = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: orderStatus,
  vendorId: z.uuid(),
  vendorName: z.string(),
  customerName: z.string(),
  eventDate: day,
  totalTzs: z.number().int(),
  paidTzs: z.number().int(),
  balanceTzs: z.number().int(),
  placedAt: z.iso.datetime({ offset: true }),
  firstTitle: z.string(),
  lineCount: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderDetail = orderSummary.extend({
  lines: z.array(orderLine),
  location: z.string().nullable(),
  note: z.string().nullable(),
  dueNowTzs: z.number().int(),
  refundedTzs: z.number().int(),
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  timeline: z.array(orderEvent),
  /** The payment attempt to follow while one is under way (its page shows its state). */
  pendingPaymentId: z.uuid().nullable(),
  /** For the customer and the vendor: what they may do now. */
  canCancel: z.boolean(),
  canPayBalance: z.boolean(),
  canConfirm: z.boolean(),
  canDecline: z.boolean(),
  canDeliver: z.boolean(),
  /** The customer may say a delivered order came, which releases the vendor's money at once. */
  canConfirmReceipt: z.boolean(),
  /** The customer may report a problem: from the event day or delivery, while the money is still held. */
  canDispute: z.boolean(),
  dispute: orderDispute.nullable(),
  customerPhone: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderListResponse = z.object({
  items: z.array(orderSummary),
  nextCursor: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderIdParams = z.object({ id: z.uuid(reason('order.not_found')) });

export const payBalanceBody = z.object({ phone: mobileMoneyPhone });
export const paymentStartedResponse = z.object({ paymentId: z.uuid() });

export const vendorOrderBoxes = ['new', 'upcoming', 'past', 'all'] as const;
export const vendorOrdersQuery = z.object({
  box: z.enum(vendorOrderBoxes).default('new'),
  cursor: z.string().max(200).optional(),
});

export const declineOrderBody = z.object({
  reason: plainText(z.string().trim())
    .min(1, reason('order.decline_reason_required'))
    .max(DECLINE_REASON_MAX, reason('order.decline_reason_too_long')),
});

/**
 * Marking an order delivered: from its event day on, or before it with the reason, which the order's history keeps
 * (a delivery texts the customer to review it).
 */
export const deliverOrderBody = z
  .object({
    earlyReason: plainText(z.string().trim())
      .min(1, reason('order.decline_reason_required'))
      .max(DECLINE_REASON_MAX, reason('order.decline_reason_too_long'))
      .optional(),
  })
  .strict();
export type DeliverOrderBody = z.input<typeof deliverOrderBody>;
/** The vendor may send no body at all when the order is delivered on or after its day. */
export const deliverOrderRequest = deliverOrderBody.nullish();

export const vendorOrderFigures = z.object({
  toConfirm: z.number().int(),
  upcoming: z.number().int(),
  soldThisMonthTzs: z.number().int(),
  soldAllTimeTzs: z.number().int(),
  deliveredCount: z.number().int(),
});
export type VendorOrderFigures = z.infer<typeof vendorOrderFigures>;

export const adminOrdersQuery = z.object({
  q: plainText(z.string().trim()).max(100).optional(),
  status: orderStatus.optional(),
  cursor: z.string().max(200).optional(),
});
