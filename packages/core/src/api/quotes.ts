// Quotes in a conversation (issue 40): the vendor prices the customer's event line by line (a listing of theirs or
// words of their own), the server adds it up, and the customer accepts it in one step: it becomes an order of that
// vendor's with the date held and the payment prompt sent, as a checkout does. A newer quote replaces the open one.
import { z } from 'zod';
import { eventDateProblem, isDateString, isDepositPercent } from '../booking-rules.ts';
import {
  QUOTE_LINES_MAX,
  QUOTE_NOTE_MAX,
  QUOTE_QUANTITY_MAX,
  QUOTE_TITLE_MAX,
  QUOTE_VALID_DAYS_DEFAULT,
  QUOTE_VALID_DAYS_MAX,
} from '../conversation-rules.ts';
import { MAX_PRICE_TZS } from '../listing-rules.ts';
import { reason } from '../reasons.ts';
import { mobileMoneyPhone } from './orders.ts';
import { plainText } from './plain-text.ts';

export { placeOrderResponse } from './orders.ts';

const quoteLineBody = z
  .object({
    /** One of the vendor's own listings (its date is held and its stock kept), or null for words of their own. */
    listingId: z.uuid(reason('listing.id_invalid')).nullable().default(null),
    /** Blank on a listing's line: the listing's title. */
    title: plainText(z.string().trim()).max(QUOTE_TITLE_MAX, reason('quote.title_too_long')).default(''),
    quantity: z
      .number({ error: reason('quote.quantity_invalid') })
      .int(reason('quote.quantity_invalid'))
      .min(1, reason('quote.quantity_invalid'))
      .max(QUOTE_QUANTITY_MAX, reason('quote.quantity_invalid')),
    unitPriceTzs: z
      .number({ error: reason('quote.price_invalid') })
      .int(reason('quote.price_invalid'))
      .min(0, reason('quote.price_invalid'))
      .max(MAX_PRICE_TZS, reason('quote.price_invalid')),
  })
  .refine((line) => line.listingId !== null || line.title.length > 0, {
    message: reason('quote.title_required'),
    path: ['title'],
  });

export const sendQuoteBody = z.object({
  lines: z
    .array(quoteLineBody, { error: reason('quote.lines_required') })
    .min(1, reason('quote.lines_required'))
    .max(QUOTE_LINES_MAX, reason('quote.lines_max')),
  eventDate: z
    .string({ error: reason('booking.date_invalid') })
    .refine(isDateString, reason('booking.date_invalid'))
    .refine((day) => eventDateProblem(day) !== 'past', reason('booking.day_past'))
    .refine((day) => eventDateProblem(day) !== 'too_far', reason('booking.date_too_far')),
  /** The share paid when accepting; null: all of it. */
  depositPercent: z
    .number({ error: reason('booking.deposit_invalid') })
    .refine(isDepositPercent, reason('booking.deposit_invalid'))
    .nullable()
    .default(null),
  validDays: z
    .number({ error: reason('quote.valid_days_invalid') })
    .int(reason('quote.valid_days_invalid'))
    .min(1, reason('quote.valid_days_invalid'))
    .max(QUOTE_VALID_DAYS_MAX, reason('quote.valid_days_invalid'))
    .default(QUOTE_VALID_DAYS_DEFAULT),
  note: plainText(z.string().trim()).max(QUOTE_NOTE_MAX, reason('quote.note_too_long')).default(''),
});
export type SendQuoteBody = z.input<typeof sendQuoteBody>;

export const quoteParams = z.object({
  id: z.uuid(reason('conversation.id_invalid')),
  quoteId: z.uuid(reason('quote.id_invalid')),
});

/** Accepting places the order at once: the phone that approves what is due now, and the language of its notices. */
export const acceptQuoteBody = z.object({
  idempotencyKey: z.string().regex(/^[\w-]{8,64}$/, reason('checkout.key_invalid')),
  phone: mobileMoneyPhone,
  language: z.enum(['en', 'sw']),
});
export type AcceptQuoteBody = z.input<typeof acceptQuoteBody>;

/** Open until accepted, declined or replaced by a newer one; expired when its validity passed while open. */
/** expired: open past its validity; lapsed: accepted, but its order went unpaid past its time. */
export const quoteStatus = z.enum(['open', 'accepted', 'declined', 'replaced', 'expired', 'lapsed']);
export type QuoteStatus = z.infer<typeof quoteStatus>;

export const quote = z.object({
  id: z.uuid(),
  status: quoteStatus,
  lines: z.array(
    z.object({
      listingId: z.uuid().nullable(),
      title: z.string(),
      quantity: z.number().int(),
      unitPriceTzs: z.number().int(),
      lineTotalTzs: z.number().int(),
    }),
  ),
  totalTzs: z.number().int(),
  /** What accepting asks for now: the deposit share of the total, or all of it. */
  dueNowTzs: z.number().int(),
  depositPercent: z.number().int().nullable(),
  eventDate: z.string(),
  validUntil: z.iso.datetime(),
  /** The order it became. */
  orderId: z.uuid().nullable(),
});
export type Quote = z.infer<typeof quote>;
