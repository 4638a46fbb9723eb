// Checkout: the cart priced per vendor, then one order per vendor placed in one transaction that holds every date
// and every item of stock, starts the mobile-money payment of what is due now and schedules the holds' release.
import { randomUUID } from 'node:crypto';
import type {
  CheckoutGroup,
  CheckoutLine,
  CheckoutPreview,
  LineProblem,
  PlaceOrderResponse,
} from '@sherehe/core/api/orders';
import { amountDueNowTzs } from '@sherehe/core/booking-rules';
import { HOLD_MINUTES, MAX_UNPAID_CHECKOUTS, orderReference } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { confirmHolds, reserveStock, takeDayHold } from '../availability/service.ts';
import { emptyCart, getCart } from '../cart/service.ts';
import type { OrderDeps } from './order-deps.ts';
import { releaseUnpaidOrders } from './order-jobs.ts';
import {
  findCheckoutByKey,
  insertCheckout,
  insertOrder,
  insertOrderEvent,
  insertOrderLine,
  lockCustomerUnpaidCheckouts,
  selectCheckoutOrders,
  selectStock,
} from './queries.ts';

/** What an order's total may reach: the largest whole number its column holds. */
const LARGEST_TOTAL_TZS = 2_147_483_647;

/** Holds outlive the order's own deadline: the release job decides, this only catches a job that never ran. */
const HOLD_SAFETY_MINUTES = 60;

type PricedLine = CheckoutLine & {
  vendorId: string;
  vendorName: string;
  dueNowTzs: number;
  depositPercent: number | null;
};

/** A line as an order takes it: a cart's line, or a quote's (issue 40). */
export type LineToPlace = {
  /** Null on a quote's line in the vendor's own words: it holds no date and no stock. */
  listingId: string | null;
  title: string;
  kind: 'service' | 'product';
  priceTzs: number;
  priceUnit: 'event' | 'person' | 'day' | 'item';
  quantity: number;
  guests: number | null;
  eventDate: string;
  location: string | null;
  lineTotalTzs: number;
  depositPercent: number | null;
  dueNowTzs: number;
  vendorId: string;
  vendorName: string;
  /** How many of the day's slots a service line holds; null: one per quantity. */
  daySlots: number | null;
};

type CartLine = Awaited<ReturnType<typeof getCart>>['lines'][number];

// The cart already answers each line's price, total, deposit and whether its date is still free; only the stock a
// product line needs is read here.
function problemOf(line: CartLine, stock: number | null | undefined): LineProblem | null {
  if (!line.available) return 'unavailable';
  if (!line.eventDate) return 'date_missing';
  if (line.dateStatus === 'past') return 'date_past';
  if (line.priceUnit === 'person' && !line.guests) return 'guests_missing';
  if (line.kind === 'product') return stock != null && stock < line.quantity ? 'out_of_stock' : null;
  return line.dateStatus === 'free' ? null : 'date_taken';
}

/** The signed-in person's cart as orders-to-be: lines grouped per vendor, priced now, with what keeps each back. */
async function priceCart(db: Database, userId: string): Promise<PricedLine[]> {
  const cart = await getCart(db, userId);
  const products = cart.lines.filter((line) => line.kind === 'product').map((line) => line.productId);
  const stock = new Map((await selectStock(db, products)).map((row) => [row.id, row.stock]));
  return cart.lines.map((line) => ({
    productId: line.productId,
    title: line.title,
    kind: line.kind,
    priceTzs: line.priceTzs,
    priceUnit: line.priceUnit,
    quantity: line.quantity,
    guests: line.guests,
    eventDate: line.eventDate,
    location: line.location,
    lineTotalTzs: line.lineTotalTzs,
    problem: problemOf(line, stock.get(line.productId)),
    vendorId: line.vendorId,
    vendorName: line.vendorName,
    dueNowTzs: amountDueNowTzs(line.lineTotalTzs, line.depositPercent),
    depositPercent: line.depositPercent,
  }));
}

type Priced = { vendorId: string; vendorName: string; lineTotalTzs: number; dueNowTzs: number };

/** One order per vendor: its lines, its total and what is due now. */
function groupByVendor<Line extends Priced>(lines: Line[]) {
  const groups = new Map<
    string,
    { vendorId: string; vendorName: string; lines: Line[]; totalTzs: number; dueNowTzs: number }
  >();
  for (const line of lines) {
    const group = groups.get(line.vendorId) ?? {
      vendorId: line.vendorId,
      vendorName: line.vendorName,
      lines: [],
      totalTzs: 0,
      dueNowTzs: 0,
    };
    group.lines.push(line);
    group.totalTzs += line.lineTotalTzs;
    group.dueNowTzs += line.dueNowTzs;
    groups.set(line.vendorId, group);
  }
  return [...groups.values()];
}

export async function previewCheckout(deps: OrderDeps, user: { id: string; phone: string | null }) {
  const groups: CheckoutGroup[] = groupByVendor(await priceCart(deps.db, user.id)).map((group) => ({
    ...group,
    lines: group.lines.map(
      ({ vendorId: _vendor, vendorName: _name, dueNowTzs: _due, depositPercent: _deposit, ...shown }) =>
        shown,
    ),
  }));
  return {
    groups,
    totalTzs: groups.reduce((sum, group) => sum + group.totalTzs, 0),
    dueNowTzs: groups.reduce((sum, group) => sum + group.dueNowTzs, 0),
    phone: user.phone && /^\+255[67]\d{8}$/.test(user.phone) ? user.phone : null,
    paymentsEnabled: deps.paymentSettings.provider !== null,
    simulator: deps.paymentSettings.provider === 'simulator',
    minTzs: deps.paymentSettings.minTzs,
    maxTzs: deps.paymentSettings.maxTzs,
  } satisfies CheckoutPreview;
}

/** The answer for a checkout already placed: a retried submission sees what the first one did. */
export async function placedAlready(deps: OrderDeps, checkoutId: string): Promise<PlaceOrderResponse> {
  return deps.db.transaction(async (tx) => {
    const placed = await selectCheckoutOrders(tx, checkoutId);
    const attempt = await deps.payments.latestAttempt(tx, { kind: 'checkout', id: checkoutId });
    return {
      checkoutId,
      paymentId: attempt?.id ?? null,
      orders: placed.map((order) => ({ id: order.id, reference: orderReference(order.number) })),
      dueNowTzs: placed.reduce((sum, order) => sum + order.due_now_tzs, 0),
    };
  });
}

export async function placeOrder(
  deps: OrderDeps,
  userId: string,
  body: {
    idempotencyKey: string;
    phone: string;
    location?: string | undefined;
    notes?: Record<string, string> | undefined;
    language: 'en' | 'sw';
  },
): Promise<PlaceOrderResponse> {
  if (deps.paymentSettings.provider === null) throw new AppError('business_rule', 'payments.unavailable');
  const earlier = await checkoutPlacedWith(deps, userId, body.idempotencyKey);
  if (earlier) return earlier;

  const result = await placeOnce(deps, userId, body.idempotencyKey, (tx) =>
    placeCart(deps, tx, userId, body),
  );
  if (result) {
    deps.payments.kick(); // the prompt goes out now rather than at the queue's next poll
    return result;
  }
  const winner = await findCheckoutByKey(deps.db, userId, body.idempotencyKey);
  if (!winner) throw new Error('checkout vanished after its key was taken');
  return placedAlready(deps, winner.id);
}

/**
 * Runs the placing transaction; a refusal is looked at once more against the key, since the same submission sent
 * twice at once can find the cart the first one just emptied (checkout.cart_empty): that one answers as the first.
 */
async function placeOnce(
  deps: OrderDeps,
  userId: string,
  idempotencyKey: string,
  place: (tx: Database) => Promise<PlaceOrderResponse | null>,
): Promise<PlaceOrderResponse | null> {
  try {
    return await deps.db.transaction(place);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const placed = await findCheckoutByKey(deps.db, userId, idempotencyKey);
    if (!placed) throw error;
    return placedAlready(deps, placed.id);
  }
}

/** The checkout placed earlier with this key of the customer's, as it was answered then; null when none was. */
export async function checkoutPlacedWith(deps: OrderDeps, userId: string, idempotencyKey: string) {
  const earlier = await findCheckoutByKey(deps.db, userId, idempotencyKey);
  return earlier ? placedAlready(deps, earlier.id) : null;
}

/**
 * The customer's row lock, taken first in any placing transaction: one checkout of theirs at a time, so two at once
 * cannot both pass the count of unpaid ones (nor both read a cart or a quote the other is placing).
 */
export async function lockCustomerCheckouts(tx: Database, userId: string) {
  if ((await lockCustomerUnpaidCheckouts(tx, userId)) >= MAX_UNPAID_CHECKOUTS) {
    throw new AppError('business_rule', 'checkout.too_many_unpaid', { max: MAX_UNPAID_CHECKOUTS });
  }
}

async function placeCart(
  deps: OrderDeps,
  tx: Database,
  userId: string,
  body: Parameters<typeof placeOrder>[2],
): Promise<PlaceOrderResponse | null> {
  await lockCustomerCheckouts(tx, userId);
  const lines = await priceCart(tx, userId);
  if (lines.length === 0) throw new AppError('business_rule', 'checkout.cart_empty');
  // A date taken since the cart was priced is told apart below, where the hold itself is refused.
  const blocking = lines.filter((line) => line.problem && line.problem !== 'date_taken');
  if (blocking.length > 0) {
    throw new AppError('business_rule', 'checkout.line_problem', undefined, {
      fields: blocking.map((line) => ({ field: line.productId, reason: 'checkout.line_problem' })),
    });
  }
  const placed = await placeLines(
    deps,
    tx,
    userId,
    body,
    // Every line has its date here: a line without one was refused above (date_missing).
    lines.map(({ productId, problem: _problem, eventDate, ...line }) => ({
      ...line,
      listingId: productId,
      eventDate: eventDate as string,
      daySlots: null,
    })),
  );
  if (placed) await emptyCart({ db: tx }, userId);
  return placed;
}

/**
 * Places priced lines as one order per vendor in the caller's transaction (which took lockCustomerCheckouts first):
 * every date and item of stock held, the payment of what is due now started and the holds' release scheduled. Null
 * when the same key won a race with this request.
 */
export async function placeLines(
  deps: OrderDeps,
  tx: Database,
  userId: string,
  body: Omit<Parameters<typeof placeOrder>[2], 'location'> & { location?: string | undefined },
  lines: LineToPlace[],
): Promise<PlaceOrderResponse | null> {
  if (deps.paymentSettings.provider === null) throw new AppError('business_rule', 'payments.unavailable');
  const groups = groupByVendor(lines);
  const due = groups.reduce((sum, group) => sum + group.dueNowTzs, 0);
  // Refused before anything is written: the rail would refuse the payment, and a total past what a column holds
  // (a price per person times a crowd) must be a clear refusal, not a failed insert.
  const { maxTzs } = deps.paymentSettings;
  if (due > maxTzs || groups.some((group) => group.totalTzs > LARGEST_TOTAL_TZS)) {
    throw new AppError('business_rule', 'payments.amount_too_large', { max: maxTzs });
  }

  const holdExpiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  const checkout = await insertCheckout(tx, {
    userId,
    idempotencyKey: body.idempotencyKey,
    phone: body.phone,
    language: body.language,
    dueNowTzs: due,
    holdExpiresAt,
  });
  if (!checkout) return null; // the same key won a race with this request: answer as it did
  const holdsUntil = new Date(holdExpiresAt.getTime() + HOLD_SAFETY_MINUTES * 60_000);
  const placed: { id: string; reference: string }[] = [];
  const toHold: { line: LineToPlace; lineId: string }[] = [];
  for (const group of groups) {
    const eventDate = group.lines.map((line) => line.eventDate).sort()[0] as string;
    const order = await insertOrder(tx, {
      checkoutId: checkout.id,
      customerId: userId,
      vendorId: group.vendorId,
      eventDate,
      location: group.lines.find((line) => line.location)?.location ?? body.location ?? null,
      note: body.notes?.[group.vendorId] || null,
      totalTzs: group.totalTzs,
      dueNowTzs: group.dueNowTzs,
      language: body.language,
      status: due === 0 ? 'paid' : 'awaiting_payment',
    });
    for (const line of group.lines) {
      const lineId = randomUUID();
      await insertOrderLine(tx, {
        id: lineId,
        orderId: order.id,
        listingId: line.listingId,
        title: line.title,
        kind: line.kind,
        priceTzs: line.priceTzs,
        priceUnit: line.priceUnit,
        quantity: line.quantity,
        guests: line.guests,
        eventDate: line.eventDate,
        location: line.location ?? body.location ?? null,
        lineTotalTzs: line.lineTotalTzs,
        depositPercent: line.depositPercent,
        daySlots: line.daySlots,
      });
      toHold.push({ line, lineId });
    }
    await insertOrderEvent(tx, {
      orderId: order.id,
      kind: 'placed',
      by: 'customer',
      actorId: userId,
      amountTzs: group.totalTzs,
    });
    placed.push({ id: order.id, reference: orderReference(order.number) });
  }
  // Always in the same order (listing, then day), so two checkouts wanting the same two dates cannot deadlock.
  toHold.sort((a, b) =>
    `${a.line.listingId}${a.line.eventDate}`.localeCompare(`${b.line.listingId}${b.line.eventDate}`),
  );
  for (const { line, lineId } of toHold) await holdLine(tx, line, lineId, holdsUntil);
  // Nothing to pay now (every line free of charge): the dates are booked at once.
  if (due === 0) for (const { lineId } of toHold) await confirmHolds(tx, lineId);
  const payment =
    due > 0
      ? await deps.payments.start(tx, {
          purpose: { kind: 'checkout', id: checkout.id },
          payerUserId: userId,
          origin: { account: userId },
          amountTzs: due,
          phone: body.phone,
          description: `Sherehe ${placed.map((order) => order.reference).join(', ')}`,
        })
      : null;
  await deps.jobs.enqueue(
    tx,
    releaseUnpaidOrders,
    { checkoutId: checkout.id, round: 0 },
    {
      key: `${checkout.id}:0`,
      startAfter: holdExpiresAt,
    },
  );
  return { checkoutId: checkout.id, paymentId: payment?.attemptId ?? null, orders: placed, dueNowTzs: due };
}

/** A date (a slot of that day) or stock for one line; refused with the words the second customer must read. */
async function holdLine(tx: Database, line: LineToPlace, lineId: string, until: Date) {
  if (line.listingId === null) return;
  const params = { title: line.title, date: line.eventDate };
  if (line.kind === 'product') {
    if (!(await reserveStock(tx, line.listingId, line.quantity))) {
      throw new AppError('conflict', 'checkout.out_of_stock', params);
    }
    return;
  }
  // A service taken twice that day (two of a vendor's teams, a hire for two) holds two of the day's slots.
  for (let taken = 0; taken < (line.daySlots ?? line.quantity); taken++) {
    const hold = await takeDayHold(tx, {
      listingId: line.listingId,
      day: line.eventDate,
      holderId: lineId,
      expiresAt: until,
    });
    if (!hold) throw new AppError('conflict', 'checkout.date_taken', params);
  }
}
