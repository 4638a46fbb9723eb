// A quote as both sides read it: its lines, what accepting asks for now, "expired" for an open one past its date and
// "lapsed" for an accepted one whose order went unpaid.
import type { Quote } from '@sherehe/core/api/quotes';
import { amountDueNowTzs } from '@sherehe/core/booking-rules';
import type { Database } from '../../db/client.ts';
import {
  type QuoteLineRow,
  type QuoteRow,
  selectQuoteLines,
  selectQuotesOfMessages,
} from './quote-queries.ts';

/** What accepting asks for now: each line's deposit share summed, as the order's lines are placed. */
export function dueNowOf(lines: { lineTotalTzs: number }[], depositPercent: number | null): number {
  return lines.reduce((sum, line) => sum + amountDueNowTzs(line.lineTotalTzs, depositPercent), 0);
}

export function toQuote(row: QuoteRow, lines: QuoteLineRow[]): Quote {
  const shown = lines.map((line) => ({
    listingId: line.listing_id,
    title: line.title,
    quantity: Number(line.quantity),
    unitPriceTzs: Number(line.unit_price_tzs),
    lineTotalTzs: Number(line.line_total_tzs),
  }));
  return {
    id: row.id,
    status: row.expired ? 'expired' : row.lapsed ? 'lapsed' : row.status,
    lines: shown,
    totalTzs: Number(row.total_tzs),
    dueNowTzs: dueNowOf(shown, row.deposit_percent),
    depositPercent: row.deposit_percent,
    eventDate: row.event_date,
    validUntil: new Date(row.valid_until).toISOString(),
    orderId: row.order_id,
  };
}

/** The quotes some messages carry, by message id. */
export async function quotesOfMessages(db: Database, messageIds: string[]): Promise<Map<string, Quote>> {
  const quotes = await selectQuotesOfMessages(db, messageIds);
  const lines = await selectQuoteLines(
    db,
    quotes.map((quote) => quote.id),
  );
  return new Map(
    quotes.map((quote) => [
      quote.message_id,
      toQuote(
        quote,
        lines.filter((line) => line.quote_id === quote.id),
      ),
    ]),
  );
}
