// SQL of checkout and orders. Amounts paid and refunded are always summed from order_payments.
import type { OrderStatus } from '@sherehe/core/order-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import { checkouts, orderEvents, orderLines, orderPayments, orders } from '../../db/schema/orders.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

/** The stock of these listings now (null: not counted). */
export function selectStock(
  db: Database,
  listingIds: string[],
): Promise<{ id: string; stock: number | null }[]> {
  if (listingIds.length === 0) return Promise.resolve([]);
  return selectRows(
    db,
    sql`select id, stock from listings where id in (${sql.join(
      listingIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

export async function insertCheckout(
  tx: Database,
  values: typeof checkouts.$inferInsert,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(checkouts)
    .values(values)
    .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
    .returning({ id: checkouts.id });
  return row ?? null;
}

/**
 * Locks the customer's row, then counts their checkouts with an order still waiting for its payment. FOR NO KEY
 * UPDATE: checkouts of one customer queue behind each other, while rows that only refer to the customer (a session,
 * a notification, a payment being settled) are written as usual.
 */
export async function lockCustomerUnpaidCheckouts(tx: Database, userId: string): Promise<number> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${orders.checkoutId})::int` })
    .from(orders)
    .where(and(eq(orders.customerId, userId), eq(orders.status, 'awaiting_payment')));
  return Number(row?.n ?? 0);
}

export async function findCheckoutByKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, key)));
  return row ?? null;
}

/** Checkouts with an order still waiting for payment although their hold ran out before `before`: a page of them. */
export async function checkoutsLeftUnpaid(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await selectRows<{ checkout_id: string }>(
    db,
    sql`select distinct o.checkout_id from orders o join checkouts c on c.id = o.checkout_id
        where o.status = 'awaiting_payment' and c.hold_expires_at < ${before.toISOString()}
        limit ${limit}`,
  );
  return rows.map((row) => row.checkout_id);
}

export async function findCheckout(db: Database, id: string) {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row ?? null;
}

export async function insertOrder(
  tx: Database,
  values: Omit<typeof orders.$inferInsert, 'number'>,
): Promise<{ id: string; number: number }> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id, number: orders.number });
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function insertOrderLine(tx: Database, values: typeof orderLines.$inferInsert): Promise<void> {
  await tx.insert(orderLines).values(values);
}

export async function insertOrderEvent(tx: Database, values: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(values);
}

/** A payment or refund put on an order once; false when this attempt was already recorded. */
export async function recordOrderMoney(
  tx: Database,
  values: { orderId: string; kind: 'payment' | 'refund'; attemptId: string; amountTzs: number },
): Promise<boolean> {
  const rows = await tx
    .insert(orderPayments)
    .values(values)
    .onConflictDoNothing({ target: [orderPayments.orderId, orderPayments.kind, orderPayments.attemptId] })
    .returning({ id: orderPayments.id });
  return rows.length > 0;
}

export type OrderRow = {
  id: string;
  number: number;
  checkout_id: string;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  vendor_id: string;
  vendor_name: string;
  vendor_user_id: string;
  vendor_email: string | null;
  vendor_phone: string | null;
  /** The language the vendor's account chose for its texts and e-mails; null: none yet. */
  vendor_language: 'en' | 'sw' | null;
  status: OrderStatus;
  event_date: string;
  location: string | null;
  note: string | null;
  total_tzs: number;
  due_now_tzs: number;
  paid_tzs: number;
  refunded_tzs: number;
  language: 'en' | 'sw';
  /** A problem was reported on it (open or decided): nothing more is owed on it. */
  disputed: boolean;
  placed_at: Date | string;
  hold_expires_at: Date | string;
  checkout_phone: string;
  first_title: string;
  line_count: number;
  exact_placed_at: string;
};

// Paid is what came in less what went back; both summed from the ledger.
const orderColumns = sql`
  o.id, o.number, o.checkout_id, o.customer_id, cu.name as customer_name, cu.email as customer_email,
  cu.phone as customer_phone, o.vendor_id, v.business_name as vendor_name, v.user_id as vendor_user_id,
  vu.email as vendor_email, coalesce(v.phone, vu.phone) as vendor_phone, vu.language as vendor_language, o.status, o.event_date::text as event_date,
  o.location, o.note, o.total_tzs, o.due_now_tzs, o.language, o.placed_at, c.hold_expires_at, c.phone as checkout_phone,
  coalesce((select sum(amount_tzs) from order_payments p where p.order_id = o.id and p.kind = 'payment'), 0)::int
    - coalesce((select sum(amount_tzs) from order_payments p where p.order_id = o.id and p.kind = 'refund'), 0)::int
    as paid_tzs,
  coalesce((select sum(amount_tzs) from order_payments p where p.order_id = o.id and p.kind = 'refund'), 0)::int
    as refunded_tzs,
  (select title from order_lines ol where ol.order_id = o.id order by ol.event_date nulls last, ol.title limit 1)
    as first_title,
  (select count(*) from order_lines ol where ol.order_id = o.id)::int as line_count,
  exists (select 1 from order_disputes d where d.order_id = o.id) as disputed,
  ${exactCreatedAt(sql`o.placed_at`)} as exact_placed_at`;

const orderFrom = sql`
  from orders o
  join checkouts c on c.id = o.checkout_id
  join users cu on cu.id = o.customer_id
  join vendors v on v.id = o.vendor_id
  join users vu on vu.id = v.user_id`;

export async function findOrder(db: Database, id: string, forUpdate = false): Promise<OrderRow | null> {
  const [row] = await selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} ${orderFrom} where o.id = ${id} ${forUpdate ? sql`for update of o` : sql``}`,
  );
  return row ?? null;
}

/**
 * The orders of one checkout, locked unless told otherwise: a payment's outcome and the hold's deadline must not
 * both act on them at once.
 */
export function selectCheckoutOrders(tx: Database, checkoutId: string, lock = true): Promise<OrderRow[]> {
  return selectRows<OrderRow>(
    tx,
    sql`select ${orderColumns} ${orderFrom} where o.checkout_id = ${checkoutId} order by o.number
        ${lock ? sql`for update of o` : sql``}`,
  );
}

export async function findVendorIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await selectRows<{ id: string }>(db, sql`select id from vendors where user_id = ${userId}`);
  return row?.id ?? null;
}

export type OrderLineRow = {
  id: string;
  /** Null on a quote's line in the vendor's own words. */
  listing_id: string | null;
  title: string;
  kind: 'service' | 'product';
  price_tzs: number;
  price_unit: 'event' | 'person' | 'day' | 'item';
  quantity: number;
  guests: number | null;
  event_date: string | null;
  location: string | null;
  line_total_tzs: number;
  day_slots: number | null;
};

export function selectOrderLines(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return selectRows<OrderLineRow>(
    db,
    sql`
    select id, listing_id, title, kind, price_tzs, price_unit, quantity, guests, event_date::text as event_date,
      location, line_total_tzs, day_slots
    from order_lines where order_id = ${orderId} order by event_date nulls last, title`,
  );
}

export type OrderEventRow = {
  kind: string;
  by: 'customer' | 'vendor' | 'admin' | 'system';
  amount_tzs: number | null;
  note: string | null;
  created_at: Date | string;
};

export function selectOrderEvents(db: Database, orderId: string): Promise<OrderEventRow[]> {
  return selectRows<OrderEventRow>(
    db,
    sql`select kind, by, amount_tzs, note, created_at from order_events where order_id = ${orderId}
        order by created_at, id`,
  );
}

/**
 * Each payment attempt's share in an order that has not gone back yet. A refund row names the attempt it returns,
 * so an order's share of an attempt is refunded at most once (order_payments_once).
 */
export function selectUnrefunded(
  db: Database,
  orderId: string,
): Promise<{ attempt_id: string; amount_tzs: number }[]> {
  return selectRows(
    db,
    sql`
    select p.attempt_id, p.amount_tzs::int as amount_tzs from order_payments p
    where p.order_id = ${orderId} and p.kind = 'payment'
      and not exists (select 1 from order_payments r
                      where r.order_id = p.order_id and r.kind = 'refund' and r.attempt_id = p.attempt_id)
    order by p.created_at`,
  );
}

export async function setOrderStatus(
  tx: Database,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`
    update orders set status = ${to}, updated_at = now()
    where id = ${orderId} and status in (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )})
    returning id`,
  );
  return rows.length > 0;
}

export type Page = { after: PagePosition | undefined; limit: number };

const olderOrders = (page: Page) => olderThan(sql`o.placed_at`, sql`o.id`, page.after);

export function selectCustomerOrders(db: Database, customerId: string, page: Page): Promise<OrderRow[]> {
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} ${orderFrom}
        where o.customer_id = ${customerId} and ${olderOrders(page)}
        order by o.placed_at desc, o.id desc limit ${page.limit}`,
  );
}

/** A vendor's boxes: new (paid, to accept), upcoming (accepted, event today or later), past (the rest but unpaid ones). */
export function selectVendorOrders(
  db: Database,
  vendorId: string,
  box: 'new' | 'upcoming' | 'past' | 'all',
  today: string,
  page: Page,
): Promise<OrderRow[]> {
  const where = {
    new: sql`o.status = 'paid'`,
    upcoming: sql`o.status = 'confirmed' and o.event_date >= ${today}::date`,
    past: sql`(o.status in ('delivered', 'declined', 'cancelled') or (o.status = 'confirmed' and o.event_date < ${today}::date))`,
    all: sql`o.status <> 'expired'`,
  }[box];
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} ${orderFrom}
        where o.vendor_id = ${vendorId} and ${where} and ${olderOrders(page)}
        order by o.placed_at desc, o.id desc limit ${page.limit}`,
  );
}

export async function vendorFigures(db: Database, vendorId: string, today: string, monthStart: string) {
  const [row] = await selectRows<{
    to_confirm: number;
    upcoming: number;
    sold_month: number;
    sold_all: number;
    delivered: number;
  }>(
    db,
    sql`
    select
      count(*) filter (where o.status = 'paid')::int as to_confirm,
      count(*) filter (where o.status = 'confirmed' and o.event_date >= ${today}::date)::int as upcoming,
      coalesce(sum(o.total_tzs) filter (
        where o.status in ('paid', 'confirmed', 'delivered') and o.placed_at >= ${monthStart}::date), 0)::int as sold_month,
      coalesce(sum(o.total_tzs) filter (where o.status in ('paid', 'confirmed', 'delivered')), 0)::int as sold_all,
      count(*) filter (where o.status = 'delivered')::int as delivered
    from orders o where o.vendor_id = ${vendorId}`,
  );
  return row;
}

export function selectAdminOrders(
  db: Database,
  filter: { q?: string | undefined; status?: OrderStatus | undefined },
  page: Page,
): Promise<OrderRow[]> {
  const q = filter.q?.trim();
  const number = q ? /^(?:sh-?)?(\d{1,12})$/i.exec(q)?.[1] : undefined;
  const search = !q
    ? sql``
    : number
      ? sql`and o.number = ${Number(number)}`
      : sql`and (cu.name ilike ${`%${q}%`} or v.business_name ilike ${`%${q}%`} or cu.phone = ${q} or c.phone = ${q}
                 or cu.email = ${q.toLowerCase()})`;
  return selectRows<OrderRow>(
    db,
    sql`select ${orderColumns} ${orderFrom}
        where true ${filter.status ? sql`and o.status = ${filter.status}` : sql``} ${search}
        and ${olderOrders(page)}
        order by o.placed_at desc, o.id desc limit ${page.limit}`,
  );
}
