// The rows an order's story leaves besides the order, its checkout and its lines, as the payment rail (with the
// built-in simulator) and the order rules write them: each prompt with what the demo phone showed and the rail heard,
// the ledger, refunds with their audit entries, the timeline, and the inbox notices of customer and vendor.
import { randomUUID } from 'node:crypto';
import { type OrderStatus, orderReference } from '@sherehe/core/order-rules';
import type { auditLog } from '../../db/schema/audit-log.ts';
import type { notifications } from '../../db/schema/notifications.ts';
import type { orderEvents, orderPayments } from '../../db/schema/orders.ts';
import type {
  paymentAttempts,
  paymentEvents,
  paymentRefunds,
  simulatorPushes,
} from '../../db/schema/payments.ts';
import { DAY_MS, HOUR_MS, later } from '../demo-clock.ts';
import type { OrderStory, PromptFailure, Step } from './order-story.ts';
import { PROMPT_MS, pushTime, statusAfter } from './story-rules.ts';

/** PAYMENTS_ATTEMPT_LIFETIME_SECONDS's default. */
const ATTEMPT_LIFETIME_MS = 900_000;
/** The rail's first status query after a push. */
const FIRST_CHECK_MS = 15_000;
/** Notices older than this were read; newer ones wait in the inbox. */
const READ_AFTER_MS = 2 * DAY_MS;

export type Rows = {
  events: (typeof orderEvents.$inferInsert)[];
  attempts: (typeof paymentAttempts.$inferInsert)[];
  pushes: (typeof simulatorPushes.$inferInsert)[];
  providerEvents: (typeof paymentEvents.$inferInsert)[];
  ledger: (typeof orderPayments.$inferInsert)[];
  refunds: (typeof paymentRefunds.$inferInsert)[];
  audit: (typeof auditLog.$inferInsert)[];
  inbox: (typeof notifications.$inferInsert)[];
};

type Actor = { by: 'customer' | 'vendor' | 'system'; id: string | null };

export const emptyRows = (): Rows => ({
  events: [],
  attempts: [],
  pushes: [],
  providerEvents: [],
  ledger: [],
  refunds: [],
  audit: [],
  inbox: [],
});

/** An order already given its id, its checkout's and its amounts. */
export type WrittenOrder = {
  story: OrderStory;
  orderId: string;
  checkoutId: string;
  totalTzs: number;
  dueNowTzs: number;
};

/** Adds the rows one order's story leaves besides the order, its checkout and its lines. */
export function storyRows(order: WrittenOrder, number: number, now: Date, rows: Rows): void {
  const { story, orderId, checkoutId, totalTzs, dueNowTzs } = order;
  const reference = orderReference(number);
  const description = `Sherehe ${reference}`;
  const customer: Actor = { by: 'customer', id: story.customer.id };
  const vendor: Actor = { by: 'vendor', id: story.vendor.userId };
  const shares: { attemptId: string; amountTzs: number }[] = [];
  const paid = () => shares.reduce((sum, share) => sum + share.amountTzs, 0);
  let status: OrderStatus = 'awaiting_payment';
  let prompts = 0;

  const record = (kind: string, actor: Actor, at: Date, extra: { amountTzs?: number; note?: string } = {}) =>
    rows.events.push({ orderId, kind, by: actor.by, actorId: actor.id, createdAt: at, ...extra });
  const notice = (
    to: 'customer' | 'vendor',
    kind: string,
    params: Record<string, string | number>,
    dedupeKey: string,
    at: Date,
    path?: string,
  ) =>
    rows.inbox.push({
      userId: to === 'customer' ? story.customer.id : story.vendor.userId,
      kind,
      params,
      path:
        path ??
        (to === 'customer' ? `/event-planners/orders/${orderId}` : `/event-planners/vendor?order=${orderId}`),
      dedupeKey,
      createdAt: at,
      readAt: now.getTime() - at.getTime() > READ_AFTER_MS ? later(at, 3 * HOUR_MS) : null,
    });
  const told = (news: OrderStatus, at: Date) =>
    notice(
      'customer',
      'order.updated',
      { number, status: news, vendorName: story.vendor.name },
      `order:${orderId}:${news}`,
      at,
    );

  /** A prompt on the customer's phone: the attempt, what the demo phone showed, and what the rail heard. */
  const prompt = (step: Step, amountTzs: number, outcome: 'approved' | PromptFailure) => {
    const id = randomUUID();
    const pushedAt = pushTime(story, step, prompts++ === 0);
    const createdAt = later(pushedAt, -1000);
    const checkout = status === 'awaiting_payment';
    const failed = outcome !== 'approved';
    rows.attempts.push({
      id,
      purposeKind: checkout ? 'checkout' : 'order',
      purposeId: checkout ? checkoutId : orderId,
      payerUserId: story.customer.id,
      amountTzs,
      phone: story.customer.phone,
      description,
      provider: 'simulator',
      status: failed ? 'failed' : 'succeeded',
      providerReference: `SIM-${id.slice(0, 8).toUpperCase()}`,
      failureReason: failed ? 'declined' : null,
      providerMessage:
        outcome === 'declined'
          ? 'The payer declined on the phone'
          : outcome === 'timed_out'
            ? 'The prompt timed out on the phone'
            : null,
      pushStartedAt: pushedAt,
      expiresAt: later(createdAt, ATTEMPT_LIFETIME_MS),
      settledAt: step.at,
      createdAt,
      updatedAt: step.at,
    });
    rows.pushes.push({
      reference: id,
      phone: story.customer.phone,
      amountTzs,
      merchant: 'Sherehe',
      description,
      // A prompt nobody answered stays waiting; the phone shows it timed out.
      status: outcome === 'approved' ? 'approved' : outcome === 'declined' ? 'declined' : 'waiting',
      answeredAt: outcome === 'timed_out' ? null : step.at,
      expiresAt: later(pushedAt, PROMPT_MS),
      createdAt: pushedAt,
    });
    const heard = (
      eventId: string,
      source: 'push' | 'status' | 'callback',
      reported: string,
      result: string,
      receivedAt: Date,
      payload: Record<string, string> | null,
    ) =>
      rows.providerEvents.push({
        provider: 'simulator',
        eventId,
        source,
        attemptId: id,
        reportedStatus: reported,
        outcome: result,
        payload,
        receivedAt,
      });
    // The push's own answer, the status query 15 s later while the phone still waited, then the outcome: the
    // simulator's signed callback for an answer, the status query that found an unanswered prompt timed out.
    heard(`push:${id}`, 'push', 'pending', 'no_change', later(pushedAt, 300), null);
    if (step.at.getTime() - pushedAt.getTime() > FIRST_CHECK_MS) {
      heard(`status:${id}:pending`, 'status', 'pending', 'no_change', later(pushedAt, FIRST_CHECK_MS), {
        status: 'waiting',
      });
    }
    const settled = failed ? 'failed' : 'succeeded';
    if (outcome === 'timed_out') {
      heard(`status:${id}:failed`, 'status', 'failed', 'failed', step.at, { status: 'timed_out' });
    } else {
      const decision = failed ? 'declined' : 'approved';
      heard(`${id}:${decision}`, 'callback', settled, settled, step.at, { reference: id, decision });
    }
    return id;
  };

  const received = (step: Step, amountTzs: number) => {
    const attemptId = prompt(step, amountTzs, 'approved');
    rows.ledger.push({ orderId, kind: 'payment', attemptId, amountTzs, createdAt: step.at });
    shares.push({ attemptId, amountTzs });
    record('payment_succeeded', { by: 'system', id: null }, step.at, { amountTzs });
    return attemptId;
  };

  /** Every share still held goes back, each through its own attempt, as a decline or a cancellation sends it. */
  const refundAll = (actor: Actor, at: Date, reason: string, refused?: string) => {
    let total = 0;
    for (const share of shares.splice(0)) {
      const refundId = randomUUID();
      const sentAt = later(at, 2000);
      rows.ledger.push({ orderId, kind: 'refund', ...share, createdAt: at });
      rows.refunds.push({
        id: refundId,
        ...share,
        status: refused ? 'failed' : 'succeeded',
        reason,
        requestedBy: actor.id,
        providerReference: refused ? null : `SIM-REFUND-${sentAt.getTime()}`,
        providerMessage: refused ?? null,
        sentAt,
        createdAt: at,
        updatedAt: later(sentAt, 500),
      });
      rows.audit.push({
        actorId: actor.id,
        action: 'payment.refund_requested',
        targetType: 'payment',
        targetId: share.attemptId,
        details: { refundId, amountTzs: share.amountTzs, reason },
        createdAt: at,
      });
      total += share.amountTzs;
    }
    // Written in the same transaction as the decline or cancellation: a second on, so the history reads in order.
    if (total > 0) record('refund_started', actor, later(at, 1000), { amountTzs: total });
  };

  record('placed', customer, story.placedAt, { amountTzs: totalTzs });
  for (const step of story.steps) {
    switch (step.kind) {
      case 'paid':
        received(step, dueNowTzs);
        told('paid', step.at);
        notice(
          'vendor',
          'order.received',
          { number, customerName: story.customer.name, amountTzs: dueNowTzs },
          `order:${orderId}:received`,
          step.at,
        );
        break;
      case 'prompt_failed': {
        const amountTzs = status === 'awaiting_payment' ? dueNowTzs : totalTzs - paid();
        const attemptId = prompt(step, amountTzs, step.how);
        record('payment_failed', { by: 'system', id: null }, step.at);
        notice(
          'customer',
          'payment.failed',
          { number, amountTzs },
          `payment:${attemptId}:failed`,
          step.at,
          `/event-planners/payments/${attemptId}`,
        );
        break;
      }
      case 'balance_paid': {
        const amountTzs = totalTzs - paid();
        const attemptId = received(step, amountTzs);
        notice(
          'customer',
          'payment.received',
          { number, amountTzs },
          `payment:${attemptId}:received`,
          step.at,
        );
        notice(
          'vendor',
          'order.balance_paid',
          { number, customerName: story.customer.name, amountTzs },
          `payment:${attemptId}:vendor`,
          step.at,
        );
        break;
      }
      case 'confirmed':
        record('confirmed', vendor, step.at);
        told('confirmed', step.at);
        break;
      case 'delivered':
        record('delivered', vendor, step.at, step.note ? { note: step.note } : {});
        told('delivered', step.at);
        break;
      case 'declined':
        record('declined', vendor, step.at, { note: step.reason });
        refundAll(vendor, step.at, `declined by the vendor: ${step.reason}`, step.refundRefused);
        told('declined', step.at);
        break;
      case 'cancelled':
        record('cancelled', customer, step.at);
        refundAll(customer, step.at, 'cancelled by the customer');
        notice(
          'vendor',
          'order.cancelled',
          { number, customerName: story.customer.name },
          `order:${orderId}:cancelled`,
          step.at,
        );
        told('cancelled', step.at);
        break;
      case 'expired':
        record('expired', { by: 'system', id: null }, step.at);
        told('expired', step.at);
        break;
    }
    status = statusAfter[step.kind] ?? status;
  }
}
