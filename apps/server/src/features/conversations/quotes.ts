// Quotes in a conversation (issue 40). The vendor prices the inquiry line by line and the server adds it up; the
// customer accepts it in one step and it is placed as a checkout places a cart (orders/checkout-service.ts): its
// date held, what is due now asked for on their phone, the holds released if it goes unpaid. The quote's row lock
// and its status make a second acceptance answer with the first one's order; a newer quote replaces the open one,
// and an expired one cannot be accepted.
import type { Message } from '@sherehe/core/api/conversations';
import type { PlaceOrderResponse } from '@sherehe/core/api/orders';
import type { AcceptQuoteBody, sendQuoteBody } from '@sherehe/core/api/quotes';
import { amountDueNowTzs, eventDateProblem } from '@sherehe/core/booking-rules';
import { maskContacts } from '@sherehe/core/contact-masking';
import { shortName } from '@sherehe/core/short-name';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { notify } from '../notifications/service.ts';
import {
  checkoutPlacedWith,
  type LineToPlace,
  lockCustomerCheckouts,
  placedAlready,
  placeLines,
} from '../orders/checkout-service.ts';
import type { OrderDeps } from '../orders/order-deps.ts';
import { conversationPath } from './conversation-path.ts';
import {
  findQuote,
  insertQuote,
  markQuoteAccepted,
  markQuoteDeclined,
  replaceOpenQuote,
  selectOwnListings,
  selectQuoteLines,
} from './quote-queries.ts';
import { dueNowOf, toQuote } from './quote-view.ts';
import { partiesFor, toMessage, write } from './service.ts';

/** The most an order's total column holds. */
const LARGEST_TOTAL_TZS = 2_147_483_647;

/** The vendor's quote, priced here from its lines: a message carrying it, and the open one before it replaced. */
export async function sendQuote(
  deps: Pick<OrderDeps, 'db' | 'publicUrl' | 'paymentSettings'>,
  userId: string,
  conversationId: string,
  body: z.output<typeof sendQuoteBody>,
): Promise<Message> {
  const { message, quoteId } = await deps.db.transaction(async (tx) => {
    const { parties, side } = await partiesFor(tx, conversationId, userId, true);
    if (side !== 'vendor') throw new AppError('business_rule', 'quote.vendor_only');
    if (parties.vendor_status !== 'active') throw new AppError('business_rule', 'conversation.closed');
    const named = [...new Set(body.lines.flatMap((line) => (line.listingId ? [line.listingId] : [])))];
    const own = new Map((await selectOwnListings(tx, parties.vendor_id, named)).map((row) => [row.id, row]));
    if (own.size !== named.length) throw new AppError('business_rule', 'quote.listing_not_yours');
    // Words written before a booking have their numbers and addresses hidden, as every message's.
    const hide = (text: string) => (parties.booked ? text : maskContacts(text).text);
    const lines = body.lines.map((line) => ({
      listingId: line.listingId,
      title: hide(line.title || (line.listingId ? (own.get(line.listingId)?.title ?? '') : '')),
      quantity: line.quantity,
      unitPriceTzs: line.unitPriceTzs,
      lineTotalTzs: line.quantity * line.unitPriceTzs,
    }));
    const totalTzs = lines.reduce((sum, line) => sum + line.lineTotalTzs, 0);
    if (totalTzs > LARGEST_TOTAL_TZS) throw new AppError('business_rule', 'quote.total_too_large');
    // A quote whose payment the rail would refuse could never be accepted: said now, to the vendor.
    const dueNow = dueNowOf(lines, body.depositPercent);
    const { minTzs, maxTzs } = deps.paymentSettings;
    if (dueNow > maxTzs) throw new AppError('business_rule', 'payments.amount_too_large', { max: maxTzs });
    if (dueNow > 0 && dueNow < minTzs) {
      throw new AppError('business_rule', 'payments.amount_too_small', { min: minTzs });
    }
    await replaceOpenQuote(tx, conversationId);
    const message = await write(tx, parties, 'vendor', userId, body.note, {
      publicUrl: deps.publicUrl,
      quoteTotalTzs: totalTzs,
    });
    const quoteId = await insertQuote(tx, {
      conversationId,
      messageId: message.id,
      eventDate: body.eventDate,
      depositPercent: body.depositPercent,
      validDays: body.validDays,
      totalTzs,
      lines,
    });
    return { message, quoteId };
  });
  const [quote, lines] = await Promise.all([
    findQuote(deps.db, conversationId, quoteId),
    selectQuoteLines(deps.db, [quoteId]),
  ]);
  if (!quote) throw new Error('the quote just sent was not found');
  return toMessage(message, userId, toQuote(quote, lines));
}

/** Why a quote cannot be decided on any more, or null while it is open. */
function closedReason(quote: { status: string; expired: boolean }) {
  if (quote.status === 'declined') return 'quote.declined' as const;
  if (quote.status === 'replaced') return 'quote.replaced' as const;
  if (quote.status === 'accepted') return 'quote.accepted' as const;
  return quote.expired ? ('quote.expired' as const) : null;
}

/**
 * The customer accepts: the quote becomes an order of the vendor's, placed with the customer's key (a retry answers
 * as the first). Accepted already, by this request's twin or from another device, it answers with that order.
 */
export async function acceptQuote(
  deps: OrderDeps,
  userId: string,
  ids: { id: string; quoteId: string },
  body: { idempotencyKey: string; phone: string; language: AcceptQuoteBody['language'] },
): Promise<PlaceOrderResponse> {
  const earlier = await checkoutPlacedWith(deps, userId, body.idempotencyKey);
  if (earlier) return earlier;
  const outcome = await deps.db.transaction(async (tx) => {
    const { parties, side } = await partiesFor(tx, ids.id, userId, true);
    if (side !== 'customer') throw new AppError('business_rule', 'quote.customer_only');
    const quote = await findQuote(tx, ids.id, ids.quoteId, true);
    if (!quote) throw new AppError('not_found', 'quote.not_found');
    // Accepted already (this request's twin, another device): its order, before counting it among the unpaid.
    if (quote.status === 'accepted' && quote.checkout_id) return { earlier: quote.checkout_id, placed: null };
    const closed = closedReason(quote);
    if (closed) throw new AppError('business_rule', closed);
    if (parties.vendor_status !== 'active') throw new AppError('business_rule', 'conversation.closed');
    if (eventDateProblem(quote.event_date) === 'past')
      throw new AppError('business_rule', 'booking.day_past');
    // Locks in this order: the conversation (every change to its quotes), the quote, then the customer's checkouts
    // (as a cart's checkout takes them, which takes neither of the first two): no two wait on each other in a circle.
    await lockCustomerCheckouts(tx, userId);
    const lines = await selectQuoteLines(tx, [quote.id]);
    if (lines.some((line) => line.listing_id !== null && !line.buyable)) {
      throw new AppError('business_rule', 'quote.listing_unavailable');
    }
    // A quoted service is one booking of its day, whatever its lines count (plates, hours, chairs): the first line
    // naming it holds the slot, any other line naming it holds none.
    const slotTaken = new Set<string>();
    const slotOf = (listingId: string) => {
      if (slotTaken.has(listingId)) return 0;
      slotTaken.add(listingId);
      return 1;
    };
    const toPlace: LineToPlace[] = lines.map((line) => {
      const lineTotalTzs = Number(line.line_total_tzs);
      const kind = line.kind ?? 'service';
      return {
        listingId: line.listing_id,
        title: line.title,
        kind,
        priceTzs: Number(line.unit_price_tzs),
        priceUnit: 'item',
        quantity: Number(line.quantity),
        guests: null,
        eventDate: quote.event_date,
        location: parties.location,
        lineTotalTzs,
        depositPercent: quote.deposit_percent,
        dueNowTzs: amountDueNowTzs(lineTotalTzs, quote.deposit_percent),
        vendorId: parties.vendor_id,
        vendorName: parties.business_name,
        daySlots: line.listing_id !== null && kind === 'service' ? slotOf(line.listing_id) : null,
      };
    });
    const placed = await placeLines(deps, tx, userId, body, toPlace);
    const order = placed?.orders[0];
    if (!placed || !order) return { earlier: null, placed: null };
    await markQuoteAccepted(tx, {
      id: quote.id,
      conversationId: ids.id,
      checkoutId: placed.checkoutId,
      orderId: order.id,
    });
    return { earlier: null, placed };
  });
  if (outcome.earlier) return placedAlready(deps, outcome.earlier);
  if (outcome.placed) {
    deps.payments.kick(); // the prompt goes out now rather than at the queue's next poll
    return outcome.placed;
  }
  // The same key won a race with this request: answer as it did.
  const winner = await checkoutPlacedWith(deps, userId, body.idempotencyKey);
  if (!winner) throw new Error('the quote was neither placed nor found placed');
  return winner;
}

/** The customer declines an open (or expired) quote; the vendor is told and may send another. */
export async function declineQuote(
  deps: Pick<OrderDeps, 'db'>,
  userId: string,
  ids: { id: string; quoteId: string },
) {
  await deps.db.transaction(async (tx) => {
    const { parties, side } = await partiesFor(tx, ids.id, userId, true);
    if (side !== 'customer') throw new AppError('business_rule', 'quote.customer_only');
    const quote = await findQuote(tx, ids.id, ids.quoteId, true);
    if (!quote) throw new AppError('not_found', 'quote.not_found');
    if (quote.status === 'declined') return; // declining twice changes nothing
    const closed = closedReason({ ...quote, expired: false });
    if (closed) throw new AppError('business_rule', closed);
    await markQuoteDeclined(tx, quote.id);
    await notify(tx, {
      userId: parties.vendor_user_id,
      kind: 'quote.declined',
      params: {
        fromName: shortName(parties.customer_name),
        about: parties.listing_title ?? parties.business_name,
        amountTzs: Number(quote.total_tzs),
      },
      path: conversationPath(ids.id),
      dedupeKey: `quote-declined:${quote.id}`,
    });
  });
}
