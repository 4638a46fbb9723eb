// Checkout and orders end to end on a real database with the built-in payment simulator: holds and stock taken
// once, a payment's outcome reaching every order of a checkout, deposits and balances, the hold's deadline,
// refunds on decline and cancel, who may see and do what, and refusals worded by reason.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingHolds } from '../../db/schema/bookings.ts';
import { listings } from '../../db/schema/marketplace.ts';
import { orders } from '../../db/schema/orders.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { releaseForgotten, releaseIfUnpaid } from './service.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterEach(() => t.close());

const eventDay = addDays(todayInTanzania(), 30);

async function customer(phone = '+255754000111') {
  const user = await buildUser(t.db, { phone, name: 'Neema Mushi' });
  return { user, auth: bearer(await sessionTokenFor(t.db, user)) };
}

async function venueAndCake(options: { deposit?: number | null; capacity?: number } = {}) {
  const vendor = await buildVendor(t.db, { businessName: 'Ukumbi wa Bahari' });
  const venue = await buildListing(t.db, {
    vendor,
    title: 'Ukumbi wa Bahari',
    category: 'venues',
    priceTzs: 800_000,
    capacity: 300,
    dailyCapacity: options.capacity ?? 1,
    depositPercent: options.deposit ?? null,
  });
  const baker = await buildVendor(t.db, { businessName: 'Keki Tamu' });
  const cake = await buildListing(t.db, {
    vendor: baker,
    kind: 'product',
    title: 'Keki ya harusi',
    category: 'cakes',
    priceTzs: 150_000,
    priceUnit: 'item',
    stock: 2,
  });
  return { vendor, venue, baker, cake };
}

async function addToCart(
  auth: Record<string, string>,
  productId: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: auth,
    payload: { productId, quantity: 1, eventDate: eventDay, ...extra },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

function checkout(auth: Record<string, string>, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: auth,
    payload: { idempotencyKey: randomUUID(), phone: '0754 000 111', language: 'sw', ...body },
  });
}

/** The customer approves the prompt on the simulated phone, as a person would with their PIN. */
async function approve(paymentId: string, answer: 'approve' | 'decline' = 'approve') {
  await t.app.jobs.drain(); // the push goes out
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${paymentId}/${answer}`,
    ...(answer === 'approve' ? { payload: { pin: '1234' } } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await t.app.jobs.drain();
}

const order = (auth: Record<string, string>, id: string) =>
  t.app.inject({ url: `/api/v1/orders/${id}`, headers: auth }).then((reply) => reply.json());

const holdsOf = (listingId: string) =>
  t.db.select().from(bookingHolds).where(eq(bookingHolds.listingId, listingId));

describe('checkout', () => {
  it('a venue and a cake: one order per vendor, one prompt, paid together; dates booked and stock taken', async () => {
    const { venue, cake, vendor, baker } = await venueAndCake();
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, baker.userId));
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    await addToCart(auth, cake.id);

    const preview = (await t.app.inject({ url: '/api/v1/checkout', headers: auth })).json();
    expect(preview).toMatchObject({
      totalTzs: 950_000,
      dueNowTzs: 950_000,
      phone: '+255754000111',
      paymentsEnabled: true,
      simulator: true,
    });
    expect(preview.groups).toHaveLength(2);

    const placed = await checkout(auth);
    expect(placed.statusCode, placed.body).toBe(200);
    const { paymentId, orders: made, dueNowTzs } = placed.json();
    expect(dueNowTzs).toBe(950_000);
    expect(made).toHaveLength(2);
    expect(made[0].reference).toMatch(/^SH-\d+$/);
    expect((await holdsOf(venue.id)).map((hold) => hold.status)).toEqual(['held']);
    expect((await t.db.select().from(listings).where(eq(listings.id, cake.id)))[0]?.stock).toBe(1);
    const cart = (await t.app.inject({ url: '/api/v1/cart', headers: auth })).json();
    expect(cart.lines).toHaveLength(0);

    await approve(paymentId);
    for (const { id } of made) {
      expect(await order(auth, id)).toMatchObject({
        status: 'paid',
        paidTzs: expect.any(Number),
        balanceTzs: 0,
      });
    }
    const venueOrder = (await t.db.select().from(orders).where(eq(orders.vendorId, vendor.id)))[0];
    expect(venueOrder?.totalTzs).toBe(800_000);
    expect((await holdsOf(venue.id)).map((hold) => hold.status)).toEqual(['booked']);
    const detail = await order(auth, venueOrder?.id as string);
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'placed',
      'payment_succeeded',
    ]);
    expect(detail.paidTzs).toBe(800_000);
    // Receipts to the customer (in Swahili, as they asked) and a notice to each vendor: in English to the baker,
    // whose account chose it, in both to the venue, whose account chose none.
    const mail = await t.db.select().from(outboxMessages);
    expect(mail.filter((message) => message.subject.startsWith('Risiti ya oda'))).toHaveLength(2);
    const toVendors = mail.filter((message) => message.subject.includes('New order'));
    expect(
      toVendors
        .map((message) => /^Oda mpya SH-\d+ ya kuthibitisha \/ New order/.test(message.subject))
        .sort(),
    ).toEqual([false, true]);
    expect(toVendors.some((message) => /^New order SH-\d+ to confirm$/.test(message.subject))).toBe(true);
  });

  it('the same key ten times at once places one checkout; every answer is the first (none finds the cart empty)', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(auth, { idempotencyKey })));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const first = answers[0]?.json();
    expect(first.orders).toHaveLength(1);
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await t.db.select().from(orders)).toHaveLength(1);
    // Sent again later (a reload of a page that lost its answer): the same.
    expect((await checkout(auth, { idempotencyKey })).json()).toEqual(first);
  });

  it('a customer has at most three checkouts waiting for payment; paying one lets them place another', async () => {
    const { auth } = await customer();
    const paymentIds: string[] = [];
    for (let n = 0; n < 3; n++) {
      const { venue } = await venueAndCake({ capacity: 5 });
      await addToCart(auth, venue.id);
      const placed = await checkout(auth);
      expect(placed.statusCode, placed.body).toBe(200);
      paymentIds.push(placed.json().paymentId);
    }
    const { venue } = await venueAndCake({ capacity: 5 });
    await addToCart(auth, venue.id);
    const fourth = await checkout(auth);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error).toMatchObject({ reason: 'checkout.too_many_unpaid', params: { max: 3 } });
    expect((await t.app.inject({ url: '/api/v1/cart', headers: auth })).json().lines).toHaveLength(1);

    await approve(paymentIds[0] as string);
    expect((await checkout(auth)).statusCode).toBe(200);
  });

  it('50 customers race for one venue date: exactly one holds it, the others are told it was just taken', async () => {
    const { venue } = await venueAndCake();
    const racers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const { auth } = await customer(`+2557540${String(10_000 + i).padStart(5, '0')}`);
        await addToCart(auth, venue.id);
        return auth;
      }),
    );
    const answers = await Promise.all(racers.map((auth) => checkout(auth)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const answer of answers.filter((reply) => reply.statusCode === 409)) {
      expect(answer.json().error).toMatchObject({
        reason: 'checkout.date_taken',
        params: { title: 'Ukumbi wa Bahari', date: eventDay },
      });
    }
    expect(await holdsOf(venue.id)).toHaveLength(1);
    expect(await t.db.select().from(orders)).toHaveLength(1);
  });

  it('stock never goes below zero: of five buyers of the last two cakes, two succeed', async () => {
    const { cake } = await venueAndCake();
    const buyers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        const { auth } = await customer(`+2557550${String(10_000 + i).padStart(5, '0')}`);
        await addToCart(auth, cake.id);
        return auth;
      }),
    );
    const codes = (await Promise.all(buyers.map((auth) => checkout(auth)))).map(
      (answer) => answer.statusCode,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 409 || code === 422)).toHaveLength(3);
    expect((await t.db.select().from(listings).where(eq(listings.id, cake.id)))[0]?.stock).toBe(0);
  });

  it('a deposit is due now and the balance later from the order page', async () => {
    const { venue } = await venueAndCake({ deposit: 30 });
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    expect(placed.dueNowTzs).toBe(240_000);
    await approve(placed.paymentId);
    const id = placed.orders[0].id;
    expect(await order(auth, id)).toMatchObject({
      status: 'paid',
      paidTzs: 240_000,
      balanceTzs: 560_000,
      canPayBalance: true,
    });
    // The payment's page names what it paid and what is left, by when.
    const paid = (await t.app.inject({ url: `/api/v1/payments/${placed.paymentId}`, headers: auth })).json();
    expect(paid.paidFor).toEqual({
      kind: 'orders',
      orders: [
        {
          id,
          reference: placed.orders[0].reference,
          vendorName: expect.any(String),
          status: 'paid',
          eventDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          balanceTzs: 560_000,
        },
      ],
    });
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/pay`,
      headers: auth,
      payload: { phone: '0754000111' },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${id}/pay`,
      headers: auth,
      payload: { phone: '0754000111' },
    });
    expect(again.json().error.reason).toBe('order.payment_under_way');
    await approve(pay.json().paymentId);
    expect(await order(auth, id)).toMatchObject({ paidTzs: 800_000, balanceTzs: 0, canPayBalance: false });
    const balance = (
      await t.app.inject({ url: `/api/v1/payments/${pay.json().paymentId}`, headers: auth })
    ).json();
    expect(balance.paidFor.orders).toMatchObject([{ id, balanceTzs: 0 }]);
  });

  it('an unpaid order lets its date go at the deadline, but not while its payment is still awaited', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    await t.app.jobs.drain(); // the prompt is on the phone, unanswered
    const deps = {
      db: t.db,
      jobs: t.app.jobs,
      payments: t.app.payments,
      paymentSettings: t.config.payments,
      publicUrl: t.config.PUBLIC_URL,
    };
    await releaseIfUnpaid(deps, { checkoutId: placed.checkoutId, round: 0 });
    expect(await order(auth, placed.orders[0].id)).toMatchObject({ status: 'awaiting_payment' });

    await approve(placed.paymentId, 'decline');
    await releaseIfUnpaid(deps, { checkoutId: placed.checkoutId, round: 1 });
    const expired = await order(auth, placed.orders[0].id);
    expect(expired.status).toBe('expired');
    expect(expired.timeline.map((event: { kind: string }) => event.kind)).toEqual([
      'placed',
      'payment_failed',
      'expired',
    ]);
    expect((await holdsOf(venue.id)).map((hold) => hold.status)).toEqual(['released']);

    // The date is free again for the next customer.
    const next = await customer('+255754999888');
    await addToCart(next.auth, venue.id);
    expect((await checkout(next.auth)).statusCode).toBe(200);
  });

  it('the sweep lets go an unpaid checkout whose own check never ran, and nothing still within its time', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    const deps = {
      db: t.db,
      jobs: t.app.jobs,
      payments: t.app.payments,
      paymentSettings: t.config.payments,
      publicUrl: t.config.PUBLIC_URL,
    };
    // Its hold has just run out and its payment may still come: not yet.
    expect(await releaseForgotten(deps, new Date(Date.now() + 16 * 60_000))).toBe(0);
    expect(await order(auth, placed.orders[0].id)).toMatchObject({ status: 'awaiting_payment' });
    // Long past every grace round, its check lost: let go, and the date is free again.
    expect(await releaseForgotten(deps, new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await order(auth, placed.orders[0].id)).toMatchObject({ status: 'expired' });
    expect((await holdsOf(venue.id)).map((hold) => hold.status)).toEqual(['released']);
    expect(await releaseForgotten(deps, new Date(Date.now() + 2 * 3_600_000))).toBe(0);
  });

  it('a failed prompt may be tried again while the dates are held', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    await approve(placed.paymentId, 'decline');
    const view = (await t.app.inject({ url: `/api/v1/payments/${placed.paymentId}`, headers: auth })).json();
    expect(view).toMatchObject({ status: 'failed', retry: { amountTzs: 800_000 } });
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${placed.paymentId}/retry`,
      headers: auth,
      payload: {},
    });
    expect(retried.statusCode, retried.body).toBe(201);
    await approve(retried.json().attemptId);
    expect(await order(auth, placed.orders[0].id)).toMatchObject({ status: 'paid' });
  });
});

describe('orders after payment', () => {
  async function paidVenueOrder() {
    const { venue, vendor } = await venueAndCake();
    const buyer = await customer();
    await addToCart(buyer.auth, venue.id);
    const placed = (await checkout(buyer.auth)).json();
    await approve(placed.paymentId);
    const vendorUser = { id: vendor.userId, role: 'vendor' as const };
    const vendorAuth = bearer(await sessionTokenFor(t.db, vendorUser));
    return {
      venue,
      vendor,
      buyer,
      vendorAuth,
      orderId: placed.orders[0].id as string,
      paymentId: placed.paymentId,
    };
  }

  it('the vendor accepts and delivers; the customer reviews with the verified-booking mark, shown first', async () => {
    const { venue, buyer, vendorAuth, orderId } = await paidVenueOrder();
    const inbox = (await t.app.inject({ url: '/api/v1/vendor/orders?box=new', headers: vendorAuth })).json();
    expect(inbox.items.map((item: { id: string }) => item.id)).toEqual([orderId]);
    const seen = await order(vendorAuth, orderId);
    expect(seen).toMatchObject({ canConfirm: true, canDecline: true, customerPhone: '+255754000111' });

    const act = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/vendor/orders/${orderId}/${action}`,
        headers: vendorAuth,
        ...(payload ? { payload } : {}),
      });
    expect((await act('deliver')).json().error.reason).toBe('order.cannot_deliver');
    expect((await act('confirm')).json()).toMatchObject({ status: 'confirmed', canDeliver: true });
    // A month before the event day: delivered only with the reason, which the order's history keeps.
    const early = await act('deliver');
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({
      reason: 'order.deliver_before_event',
      params: { date: eventDay },
    });
    expect((await act('deliver', { earlyReason: '' })).statusCode).toBe(400);
    const delivered = (await act('deliver', { earlyReason: 'Tent set up a month early, as asked' })).json();
    expect(delivered).toMatchObject({ status: 'delivered' });
    expect(delivered.timeline.at(-1)).toMatchObject({
      kind: 'delivered',
      note: 'Tent set up a month early, as asked',
    });
    expect(
      (await t.app.inject({ url: '/api/v1/vendor/orders/figures', headers: vendorAuth })).json(),
    ).toMatchObject({ soldAllTimeTzs: 800_000, deliveredCount: 1 });
    // The delivery's message opens the order at its review.
    const told = (await t.db.select().from(outboxMessages)).map((message) => message.body);
    expect(
      told.filter((body) => body.includes(`/event-planners/orders/${delivered.id}#review`)),
    ).toHaveLength(1);

    // An older review by someone else, then the customer's: theirs is marked and comes first.
    const other = await customer('+255754222333');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${venue.id}/reviews/mine`,
      headers: other.auth,
      payload: { rating: 3, body: 'Sijawahi kufika' },
    });
    const written = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${venue.id}/reviews/mine`,
      headers: buyer.auth,
      payload: { rating: 5, body: 'Ukumbi mzuri sana' },
    });
    expect(written.statusCode, written.body).toBeLessThan(300);
    const reviews = (await t.app.inject({ url: `/api/v1/listings/${venue.id}/reviews` })).json().reviews;
    expect(
      reviews.map((review: { body: string; verifiedBooking: boolean }) => [
        review.body,
        review.verifiedBooking,
      ]),
    ).toEqual([
      ['Ukumbi mzuri sana', true],
      ['Sijawahi kufika', false],
    ]);
  });

  it('a decline refunds what was paid and frees the date; the reason reaches the customer', async () => {
    const { venue, buyer, vendorAuth, orderId, paymentId } = await paidVenueOrder();
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/decline`,
      headers: vendorAuth,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/decline`,
      headers: vendorAuth,
      payload: { reason: 'Ukumbi unakarabatiwa siku hiyo' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const seen = await order(buyer.auth, orderId);
    expect(seen).toMatchObject({ status: 'declined', paidTzs: 0, refundedTzs: 800_000, balanceTzs: 0 });
    expect(seen.timeline.find((event: { kind: string }) => event.kind === 'declined').note).toBe(
      'Ukumbi unakarabatiwa siku hiyo',
    );
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, paymentId));
    expect(refunds.map((refund) => refund.amountTzs)).toEqual([800_000]);
    expect((await holdsOf(venue.id)).map((hold) => hold.status)).toEqual(['released']);
    // Declining again does nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/decline`,
      headers: vendorAuth,
      payload: { reason: 'Tena' },
    });
    expect(again.json().error.reason).toBe('order.cannot_decline');
    expect(await t.db.select().from(paymentRefunds)).toHaveLength(1);
  });

  it('the customer cancels before the vendor accepts: refunded, date freed', async () => {
    const { buyer, orderId } = await paidVenueOrder();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundedTzs: 800_000, canCancel: false });
  });

  it('nobody else sees or touches an order: another customer, another vendor; customers cannot act as vendors', async () => {
    const { buyer, orderId } = await paidVenueOrder();
    const stranger = await customer('+255754777666');
    expect(
      (await t.app.inject({ url: `/api/v1/orders/${orderId}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/orders/${orderId}/cancel`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
    const rival = await buildVendor(t.db);
    const rivalAuth = bearer(await sessionTokenFor(t.db, { id: rival.userId, role: 'vendor' }));
    const rivalTry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/confirm`,
      headers: rivalAuth,
    });
    expect(rivalTry.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/vendor/orders', headers: rivalAuth })).json().items).toEqual(
      [],
    );
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/confirm`,
      headers: buyer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/orders' })).statusCode).toBe(401);
    const admin = await buildUser(t.db, { role: 'admin' });
    const adminAuth = bearer(await sessionTokenFor(t.db, admin));
    const listed = (await t.app.inject({ url: '/api/v1/admin/orders?q=Neema', headers: adminAuth })).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([orderId]);
    expect((await t.app.inject({ url: '/api/v1/admin/orders', headers: buyer.auth })).statusCode).toBe(403);
  });

  it('money that arrives for an order already let go is recorded and sent back', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    await t.app.jobs.drain();
    // The order is let go (as if the deadline passed with the prompt unanswered), then the payment succeeds.
    await t.db.execute(sql`update orders set status = 'expired' where id = ${placed.orders[0].id}`);
    await approve(placed.paymentId);
    const seen = await order(auth, placed.orders[0].id);
    expect(seen).toMatchObject({ status: 'expired', paidTzs: 0, refundedTzs: 800_000 });
    expect(
      await t.db
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.attemptId, placed.paymentId))),
    ).toHaveLength(1);
  });
});

describe('what the review of the money paths found', () => {
  it('a hold that ran out and went to someone else: the late payment expires the order and goes back', async () => {
    const { venue } = await venueAndCake();
    const first = await customer();
    await addToCart(first.auth, venue.id);
    const placed = (await checkout(first.auth)).json();
    await t.app.jobs.drain();
    // The jobs were held up for an hour: the hold ran out, and another customer takes the day.
    await t.db.execute(sql`update booking_holds set expires_at = now() - interval '1 minute'`);
    const second = await customer('+255754555444');
    await addToCart(second.auth, venue.id);
    const taken = (await checkout(second.auth)).json();
    await approve(taken.paymentId);

    await approve(placed.paymentId);
    expect(await order(first.auth, placed.orders[0].id)).toMatchObject({
      status: 'expired',
      paidTzs: 0,
      refundedTzs: 800_000,
    });
    expect(await order(second.auth, taken.orders[0].id)).toMatchObject({ status: 'paid', paidTzs: 800_000 });
    expect((await holdsOf(venue.id)).filter((hold) => hold.status === 'booked')).toHaveLength(1);
  });

  it("an order's payment is refunded through the order, not by an admin directly", async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    await approve(placed.paymentId);
    const admin = await buildUser(t.db, { role: 'admin' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payments/${placed.paymentId}/refund`,
      headers: bearer(await sessionTokenFor(t.db, admin)),
      payload: { amountTzs: 800_000, reason: 'Mteja ameomba' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('payments.refund_through_purpose');
  });

  it('a total past what one payment may carry is refused with a reason, never a 500', async () => {
    const vendor = await buildVendor(t.db);
    const feast = await buildListing(t.db, {
      vendor,
      category: 'catering',
      priceTzs: 1_000_000,
      priceUnit: 'person',
      dailyCapacity: 5,
    });
    const { auth } = await customer();
    await addToCart(auth, feast.id, { guests: 100_000 });
    const refused = await checkout(auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('payments.amount_too_large');
  });

  it('an admin who has not passed the second step sees no one else’s order', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    await addToCart(auth, venue.id);
    const placed = (await checkout(auth)).json();
    const admin = await buildUser(t.db, { role: 'admin' });
    const halfSignedIn = bearer(await sessionTokenFor(t.db, admin, { secondFactorPassed: false }));
    const seen = await t.app.inject({ url: `/api/v1/orders/${placed.orders[0].id}`, headers: halfSignedIn });
    expect(seen.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('bad bodies answer 400 with a reason; an empty cart and a line without a date answer 422', async () => {
    const { venue } = await venueAndCake();
    const { auth } = await customer();
    const bad = await checkout(auth, { phone: '12345', idempotencyKey: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((detail: { reason: string }) => detail.reason)
        .sort(),
    ).toEqual(['checkout.key_invalid', 'payments.phone_invalid']);
    expect((await checkout(auth, { language: 'fr' })).statusCode).toBe(400);
    expect((await checkout(auth)).json().error.reason).toBe('checkout.cart_empty');

    // A line whose date has since become blocked by the vendor keeps the cart from checking out.
    await addToCart(auth, venue.id);
    await t.db.execute(
      sql`insert into listing_blocked_days (listing_id, day) values (${venue.id}, ${eventDay})`,
    );
    const preview = (await t.app.inject({ url: '/api/v1/checkout', headers: auth })).json();
    expect(preview.groups[0].lines[0].problem).toBe('date_taken');
    const refused = await checkout(auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('checkout.date_taken');
  });

  it('an unknown or malformed order id is a 404', async () => {
    const { auth } = await customer();
    expect((await t.app.inject({ url: `/api/v1/orders/${randomUUID()}`, headers: auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/v1/orders/not-an-id', headers: auth })).statusCode).toBe(400);
  });
});
