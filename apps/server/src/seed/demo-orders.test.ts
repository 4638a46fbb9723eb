// The demo orders: the demo vendor has one in every state, each as the real flows leave it (the API reads them and
// acts on them as on any), and the admin overview has a month of figures.
import type { OrderDetail, OrderSummary } from '@sherehe/core/api/orders';
import type { VendorMoneyResponse } from '@sherehe/core/api/payouts';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { orderStatuses } from '@sherehe/core/order-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { selectRows } from '../db/rows.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { computeOverview } from '../features/admin-overview/service.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import type { DemoCustomer } from './demo-customers.ts';
import { loadDemoMarket, planDemoOrders } from './demo-orders.ts';
import { storyProblem } from './orders/story-rules.ts';
import { runDemoSeed } from './run-demo-seed.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('the demo orders', () => {
  let t: TestApp;
  let vendor: string;
  let customer: string;
  const vendorOrders = () =>
    selectRows<{ id: string; status: string }>(
      t.db,
      sql`select o.id, o.status from orders o join vendors v on v.id = o.vendor_id join users u on u.id = v.user_id
          where u.email = 'vendor@demo.sherehe.co.tz' order by o.placed_at`,
    );
  const signIn = async (identifier: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { identifier, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, identifier).toBe(200);
    return res.json().token as string;
  };
  const get = async <T>(token: string, url: string): Promise<T> => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    expect(await runDemoSeed(t.db)).toBe(true);
    vendor = await signIn('vendor@demo.sherehe.co.tz');
    customer = await signIn('0754 000 001');
  }, 120_000);
  afterAll(() => t?.close());

  it('give the demo vendor an order in every state the product knows, each read back whole by the API', async () => {
    const mine = await vendorOrders();
    expect(new Set(mine.map((order) => order.status))).toEqual(new Set(orderStatuses));
    for (const { id, status } of mine) {
      const order = await get<OrderDetail>(vendor, `/api/v1/orders/${id}`);
      expect(order.status).toBe(status);
      expect(order.timeline[0]?.kind, order.reference).toBe('placed');
      if (status === 'paid' || status === 'confirmed' || status === 'delivered') {
        expect([order.dueNowTzs, order.totalTzs], order.reference).toContain(order.paidTzs);
        expect(order.refundedTzs).toBe(0);
      } else {
        expect(order.paidTzs, order.reference).toBe(0);
      }
      if (status === 'declined' || status === 'cancelled') {
        expect(order.refundedTzs, order.reference).toBeGreaterThan(0);
        expect(order.timeline.map((event) => event.kind)).toContain('refund_started');
      }
      if (status === 'delivered') expect(order.balanceTzs, order.reference).toBe(0);
    }
    // Deposit only, and paid in full, among those going ahead.
    const details = await Promise.all(mine.map(({ id }) => get<OrderDetail>(vendor, `/api/v1/orders/${id}`)));
    const ahead = details.filter((order) => order.status === 'paid' || order.status === 'confirmed');
    expect(ahead.some((order) => order.balanceTzs > 0)).toBe(true);
    expect(ahead.some((order) => order.balanceTzs === 0)).toBe(true);

    const boxes = await Promise.all(
      (['new', 'upcoming', 'past'] as const).map((box) =>
        get<{ items: OrderSummary[] }>(vendor, `/api/v1/vendor/orders?box=${box}`),
      ),
    );
    for (const box of boxes) expect(box.items.length).toBeGreaterThanOrEqual(2);
    const figures = await get<Record<string, number>>(vendor, '/api/v1/vendor/orders/figures');
    expect(figures.toConfirm).toBeGreaterThanOrEqual(2);
    expect(figures.deliveredCount).toBeGreaterThanOrEqual(2);
    expect(figures.soldAllTimeTzs).toBeGreaterThan(0);

    // Both inboxes tell what happened, the latest still unread.
    for (const token of [vendor, customer]) {
      const inbox = await get<{ items: { kind: string }[]; unreadCount: number }>(
        token,
        '/api/v1/me/notifications',
      );
      expect(inbox.items.length).toBeGreaterThan(2);
      expect(inbox.unreadCount).toBeGreaterThan(0);
    }

    // The demo customer's orders: her wedding's and her kitchen party's.
    const own = await get<{ items: OrderSummary[] }>(customer, '/api/v1/orders');
    expect(new Set(own.items.map((order) => order.status))).toEqual(
      new Set(['awaiting_payment', 'paid', 'confirmed', 'cancelled']),
    );
  });

  it("put the demo's money in the ledger: the demo vendor has money to pay out, the wedding its michango", async () => {
    const money = await get<VendorMoneyResponse>(vendor, '/api/v1/vendor/money');
    expect(money.balances.releasableTzs).toBeGreaterThanOrEqual(money.rules.payoutMinimumTzs);
    expect(money.balances.heldTzs).toBeGreaterThan(0);
    expect(money.balances.feesTzs).toBeGreaterThan(0);
    expect(money.account).toBeNull(); // the newcomer sets the payout number
    expect(money.payNow).toEqual({ allowed: false, blockedBy: 'no_account' });
    const [unbalanced] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select transaction_id from ledger_entries
          group by transaction_id having sum(amount_tzs) <> 0) u`,
    );
    expect(unbalanced?.n).toBe(0);
    const [michango] = await selectRows<{ funds: number; paid: number }>(
      t.db,
      sql`select (select -sum(amount_tzs) from ledger_entries where account = 'event_funds')::float8 as funds,
                 (select sum(amount_tzs) from pledge_payments where method = 'mobile_money'
                    and status = 'received')::float8 as paid`,
    );
    expect(michango?.funds).toBeGreaterThan(0);
    expect(michango?.funds).toBe(michango?.paid);
  });

  it('books the days of the orders going ahead, holds the one awaiting payment, and lets the rest go', async () => {
    const lines = await selectRows<{ status: string; quantity: number; booked: number; held: number }>(
      t.db,
      sql`select o.status, l.quantity,
            (select count(*)::int from booking_holds h where h.holder_id = l.id and h.status = 'booked') as booked,
            (select count(*)::int from booking_holds h where h.holder_id = l.id and h.status = 'held'
               and h.expires_at > now()) as held
          from order_lines l join orders o on o.id = l.order_id where l.kind = 'service'`,
    );
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      const going = ['paid', 'confirmed', 'delivered'].includes(line.status);
      expect([line.status, line.booked], line.status).toEqual([line.status, going ? line.quantity : 0]);
      expect(line.held).toBe(line.status === 'awaiting_payment' ? line.quantity : 0);
    }
    // The vendor's calendar counts its booked days.
    const [service] = await selectRows<{ listing_id: string; day: string }>(
      t.db,
      sql`select h.listing_id, h.day::text as day from booking_holds h join listings l on l.id = h.listing_id
          join vendors v on v.id = l.vendor_id join users u on u.id = v.user_id
          where u.email = 'vendor@demo.sherehe.co.tz' and h.status = 'booked' and h.day >= ${todayInTanzania()}::date
          limit 1`,
    );
    if (!service) throw new Error('no booked day of the demo vendor');
    const calendar = await get<{ days: { day: string; booked: number }[] }>(
      vendor,
      `/api/v1/vendor/listings/${service.listing_id}/calendar?from=${service.day}&to=${service.day}`,
    );
    expect(calendar.days[0]?.booked).toBeGreaterThan(0);
  });

  it('keeps the ledger, the payment attempts and the demo phone in step', async () => {
    const [check] = await selectRows<Record<string, number>>(
      t.db,
      sql`select
        (select count(*)::int from payment_attempts a where a.status = 'succeeded'
           and (select count(*) from order_payments p where p.attempt_id = a.id and p.kind = 'payment') <> 1)
          as succeeded_without_payment,
        (select count(*)::int from order_payments p where p.kind = 'payment' and not exists
           (select 1 from payment_attempts a where a.id = p.attempt_id and a.status = 'succeeded')) as payment_without_attempt,
        (select count(*)::int from order_payments p where p.kind = 'refund' and not exists
           (select 1 from payment_refunds r where r.attempt_id = p.attempt_id and r.amount_tzs = p.amount_tzs))
          as refund_without_row,
        (select count(*)::int from payment_attempts a where not exists
           (select 1 from simulator_pushes s where s.reference = a.id)) as attempt_without_push,
        (select count(*)::int from payment_attempts a where not exists
           (select 1 from payment_events e where e.attempt_id = a.id and e.outcome = a.status)) as attempt_unsettled,
        (select count(*)::int from payment_attempts where status = 'failed') as failed,
        (select count(*)::int from orders o where o.due_now_tzs <> (select sum(
           case when l.deposit_percent is null then l.line_total_tzs
                else round(l.line_total_tzs * l.deposit_percent / 100.0) end) from order_lines l where l.order_id = o.id))
          as due_now_wrong`,
    );
    expect(check).toEqual({
      succeeded_without_payment: 0,
      payment_without_attempt: 0,
      refund_without_row: 0,
      attempt_without_push: 0,
      attempt_unsettled: 0,
      failed: expect.any(Number),
      due_now_wrong: 0,
    });
    expect(check?.failed).toBeGreaterThan(0);
  });

  it('lets the vendor and the customer act on them as on any order', async () => {
    const details = await Promise.all(
      (await vendorOrders()).map(({ id }) => get<OrderDetail>(vendor, `/api/v1/orders/${id}`)),
    );
    const toAccept = details.find((order) => order.status === 'paid');
    const toDeliver = details.find(
      (order) => order.status === 'confirmed' && order.eventDate < todayInTanzania(),
    );
    if (!toAccept || !toDeliver) throw new Error('no order to accept or to deliver');
    expect(toAccept.canConfirm && toDeliver.canDeliver).toBe(true);
    const accepted = await post(vendor, `/api/v1/vendor/orders/${toAccept.id}/confirm`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('confirmed');
    const delivered = await post(vendor, `/api/v1/vendor/orders/${toDeliver.id}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().status).toBe('delivered');

    const own = await get<{ items: OrderSummary[] }>(customer, '/api/v1/orders');
    const owing = own.items.find((order) => order.status === 'confirmed' && order.balanceTzs > 0);
    if (!owing) throw new Error('the demo customer owes no balance');
    const paying = await post(customer, `/api/v1/orders/${owing.id}/pay`, { phone: '+255754000001' });
    expect(paying.statusCode, paying.body).toBe(200);

    // The order awaiting payment: its declined prompt may be tried again while the hold lasts.
    const waiting = own.items.find((order) => order.status === 'awaiting_payment');
    const [declined] = await selectRows<{ id: string }>(
      t.db,
      sql`select a.id from payment_attempts a join orders o on o.checkout_id = a.purpose_id
          where o.id = ${waiting?.id ?? null} and a.status = 'failed'`,
    );
    const payment = await get<{ retry: { amountTzs: number } | null }>(
      customer,
      `/api/v1/payments/${declined?.id}`,
    );
    expect(payment.retry?.amountTzs).toBeGreaterThan(0);
    const retried = await post(customer, `/api/v1/payments/${declined?.id}/retry`, {});
    expect(retried.statusCode, retried.body).toBe(201);
    // The demo phone shows the prompts she answered.
    const phone = await get<{ pushes: { status: string }[] }>(
      customer,
      '/api/v1/dev/phone?number=%2B255754000001',
    );
    expect(phone.pushes.map((push) => push.status)).toEqual(expect.arrayContaining(['approved', 'declined']));
  });

  it("fills the admin overview's month: orders, sales, sign-ups and shops on most days", async () => {
    const overview = await computeOverview(t.db);
    const withOrders = overview.days.filter((day) => day.orders > 0 || day.salesTzs > 0).length;
    const withAnything = overview.days.filter((day) =>
      Object.entries(day).some(([name, value]) => name !== 'day' && Number(value) > 0),
    ).length;
    expect(withOrders).toBeGreaterThanOrEqual(20);
    expect(withAnything).toBeGreaterThanOrEqual(25);
    expect(overview.orders.refundsTzs).toBeGreaterThan(0);
    expect(overview.payments.failed).toBeGreaterThan(0);
    expect(overview.people.newUsers30).toBeGreaterThanOrEqual(20);
    expect(overview.people.newVendors30).toBeGreaterThan(0);
    // Sign-ups are spread over the month, not all on the day of the seed.
    expect(overview.days.filter((day) => day.newUsers > 0).length).toBeGreaterThanOrEqual(15);
    expect(overview.days.at(-1)?.newUsers ?? 0).toBeLessThan(5);
  });

  it('plans only orders that could have happened, whatever the hour and day of the seed', async () => {
    const market = await loadDemoMarket(t.db);
    const customers = await selectRows<{ id: string; name: string; phone: string; created_at: Date }>(
      t.db,
      sql`select id, name, phone, created_at from users where role = 'user' and phone is not null`,
    );
    const start = Date.now();
    for (let hours = 0; hours < 7 * 24; hours += 5) {
      const now = new Date(start + hours * 3_600_000);
      const known: DemoCustomer[] = customers.map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        language: 'sw',
        joinedAt: new Date(row.created_at),
      }));
      const stories = planDemoOrders(now, market, known);
      expect(stories.length).toBeGreaterThan(30);
      const problems = stories.map((story) => storyProblem(story, now)).filter(Boolean);
      expect(problems, now.toISOString()).toEqual([]);
      const lastEvent = stories
        .flatMap((story) => story.lines.map((line) => line.eventDate))
        .sort()
        .at(-1);
      expect(lastEvent && lastEvent <= addDays(todayInTanzania(now), 60)).toBe(true);
    }
  });

  it('comes once: a second start, or a database where someone has ordered, gets no more demo orders', async () => {
    const [before] = await selectRows<{ orders: number; users: number }>(
      t.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from users) as users`,
    );
    expect(await runDemoSeed(t.db)).toBe(false);
    // A demo database made before orders existed catches up, unless someone ordered meanwhile.
    await t.db.execute(sql`delete from app_markers where key = 'demo-seed-orders'`);
    expect(await runDemoSeed(t.db)).toBe(false);
    const [after] = await selectRows<{ orders: number; users: number; marked: boolean }>(
      t.db,
      sql`select (select count(*)::int from orders) as orders, (select count(*)::int from users) as users,
                 exists(select 1 from app_markers where key = 'demo-seed-orders') as marked`,
    );
    expect(after).toEqual({ ...before, marked: true });
  });
});

describe('a demo database made before orders existed', () => {
  it('gets the demo orders on its next start', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemoAccounts(database.db);
      await seedDemoCatalogue(database.db);
      const earlier = [
        'demo-seed',
        'demo-seed-medi-finder',
        'demo-seed-admin-second-factor',
        'demo-seed-events',
      ];
      await database.db.insert(appMarkers).values([...earlier, 'demo-seed-news'].map((key) => ({ key })));
      expect(await runDemoSeed(database.db)).toBe(false);
      const [seeded] = await selectRows<{ orders: number; statuses: number; marked: boolean }>(
        database.db,
        sql`select (select count(*)::int from orders) as orders,
                   (select count(distinct status)::int from orders) as statuses,
                   exists(select 1 from app_markers where key = 'demo-seed-orders') as marked`,
      );
      expect(seeded?.orders).toBeGreaterThan(30);
      expect(seeded?.statuses).toBe(orderStatuses.length);
      expect(seeded?.marked).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
