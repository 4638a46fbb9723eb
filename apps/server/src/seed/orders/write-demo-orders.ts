// Writes demo orders as checkout left them (the checkout, its lines, their dates and stock: take-dates.ts), with the
// rest of each story's rows (story-rows.ts).
import { randomUUID } from 'node:crypto';
import { linePriceTzs } from '@sherehe/core/booking-rules';
import type { OrderStatus } from '@sherehe/core/order-rules';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { checkouts, orderEvents, orderLines, orderPayments, orders } from '../../db/schema/orders.ts';
import { paymentAttempts, paymentEvents, paymentRefunds, simulatorPushes } from '../../db/schema/payments.ts';
import { later } from '../demo-clock.ts';
import type { OrderStory, StoryLine } from './order-story.ts';
import { emptyRows, storyRows, type WrittenOrder } from './story-rows.ts';
import { dueNowOf, HOLD_MS, statusAfter, storyProblem, totalOf } from './story-rules.ts';
import { type DatedOrder, takeDates } from './take-dates.ts';

const live = new Set<OrderStatus>(['paid', 'confirmed', 'delivered']);

type PlannedLine = StoryLine & { id: string; lineTotalTzs: number };
type Planned = WrittenOrder & Omit<DatedOrder, 'lines'> & { lines: PlannedLine[]; status: OrderStatus };

function plan(story: OrderStory): Planned {
  let status: OrderStatus = 'awaiting_payment';
  let changedAt = story.placedAt;
  for (const step of story.steps) {
    const next = statusAfter[step.kind];
    if (next) {
      status = next;
      changedAt = step.at;
    }
  }
  return {
    story,
    orderId: randomUUID(),
    checkoutId: randomUUID(),
    lines: story.lines.map((line) => ({
      ...line,
      id: randomUUID(),
      lineTotalTzs: linePriceTzs(line.listing, line),
    })),
    totalTzs: totalOf(story.lines),
    dueNowTzs: dueNowOf(story.lines),
    status,
    dates: live.has(status) ? 'booked' : status === 'awaiting_payment' ? 'held' : 'released',
    changedAt,
  };
}

/** Writes the stories that could have happened, oldest first (order numbers rise with time); answers how many. */
export async function writeDemoOrders(db: Database, stories: OrderStory[], now: Date): Promise<number> {
  const possible = stories
    .filter((story) => storyProblem(story, now) === null)
    .sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  const written = await takeDates(db, possible.map(plan));
  if (written.length === 0) return 0;

  await db.insert(checkouts).values(
    written.map(({ story, checkoutId, dueNowTzs }) => ({
      id: checkoutId,
      userId: story.customer.id,
      idempotencyKey: randomUUID(),
      phone: story.customer.phone,
      language: story.customer.language,
      dueNowTzs,
      holdExpiresAt: later(story.placedAt, HOLD_MS),
      createdAt: story.placedAt,
    })),
  );
  const numbered = await db
    .insert(orders)
    .values(
      written.map(({ story, orderId, checkoutId, lines, totalTzs, dueNowTzs, status, changedAt }) => ({
        id: orderId,
        checkoutId,
        customerId: story.customer.id,
        vendorId: story.vendor.id,
        status,
        eventDate: lines.map((line) => line.eventDate).sort()[0] as string,
        location: story.location,
        note: story.note ?? null,
        totalTzs,
        dueNowTzs,
        language: story.customer.language,
        placedAt: story.placedAt,
        updatedAt: changedAt,
      })),
    )
    .returning({ id: orders.id, number: orders.number });
  const numberOf = new Map(numbered.map((row) => [row.id, row.number]));
  await db.insert(orderLines).values(
    written.flatMap(({ story, orderId, lines }) =>
      lines.map((line) => ({
        id: line.id,
        orderId,
        listingId: line.listing.id,
        title: line.listing.title,
        kind: line.listing.kind,
        priceTzs: line.listing.priceTzs,
        priceUnit: line.listing.priceUnit,
        quantity: line.quantity,
        guests: line.guests ?? null,
        eventDate: line.eventDate,
        location: story.location,
        lineTotalTzs: line.lineTotalTzs,
        depositPercent: line.listing.depositPercent,
      })),
    ),
  );

  const rows = emptyRows();
  for (const planned of written) storyRows(planned, numberOf.get(planned.orderId) as number, now, rows);
  // Attempts before what refers to them; the rest in any order. Every written order has a prompt and a timeline.
  await db.insert(paymentAttempts).values(rows.attempts);
  await db.insert(simulatorPushes).values(rows.pushes);
  await db.insert(paymentEvents).values(rows.providerEvents);
  await db.insert(orderEvents).values(rows.events);
  if (rows.ledger.length > 0) await db.insert(orderPayments).values(rows.ledger);
  if (rows.refunds.length > 0) await db.insert(paymentRefunds).values(rows.refunds);
  if (rows.audit.length > 0) await db.insert(auditLog).values(rows.audit);
  if (rows.inbox.length > 0) await db.insert(notifications).values(rows.inbox);
  return written.length;
}
