// The events that notify, each through its real route: an order paid and confirmed (customer and vendor), a failed
// payment, a pledge and its mobile-money payment (host and treasurers, not the rest of the committee), and a vendor
// request decided for an applicant with an account. The customer's browser gets the push from a push service on
// 127.0.0.1 that decrypts it.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { type PushService, startPushService } from '../../../test/fakes/push-service.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { addMember, buildEvent } from '../../../test/reminder-factories.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let service: PushService;
beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const inboxOf = async (userId: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.createdAt)
  ).map((row) => ({
    kind: row.kind,
    params: row.params,
    path: row.path,
  }));

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, auth: bearer(await sessionTokenFor(t.db, user)) };
}

/** The customer approves (or declines) the prompt on the simulated phone. */
async function answerPrompt(paymentId: string, answer: 'approve' | 'decline') {
  await t.app.jobs.drain();
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${paymentId}/${answer}`,
    ...(answer === 'approve' ? { payload: { pin: '1234' } } : {}),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await t.app.jobs.drain();
}

async function placeVenueOrder(phone: string) {
  const vendor = await buildVendor(t.db, { businessName: 'Ukumbi wa Bahari' });
  const venue = await buildListing(t.db, {
    vendor,
    title: 'Ukumbi wa Bahari',
    category: 'venues',
    priceTzs: 800_000,
    capacity: 300,
    dailyCapacity: 1,
  });
  const buyer = await signedIn({ phone, name: 'Neema Mushi' });
  const browser = service.subscribe();
  const subscribed = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/push/subscriptions',
    headers: buyer.auth,
    payload: { endpoint: browser.endpoint, keys: browser.keys, language: 'sw' },
  });
  expect(subscribed.statusCode).toBe(204);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: buyer.auth,
    payload: { productId: venue.id, quantity: 1, eventDate: addDays(todayInTanzania(), 30) },
  });
  expect(added.statusCode, added.body).toBe(200);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    headers: buyer.auth,
    payload: { idempotencyKey: randomUUID(), phone, language: 'sw' },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const { paymentId, orders } = placed.json() as { paymentId: string; orders: { id: string }[] };
  return { vendor, buyer, browser, paymentId, orderId: orders[0]?.id as string };
}

describe('orders and payments', () => {
  it('a paid order tells the customer it is booked and the vendor to confirm; confirming tells the customer', async () => {
    const { vendor, buyer, browser, paymentId, orderId } = await placeVenueOrder('+255754300001');
    await answerPrompt(paymentId, 'approve');
    const [paid] = await inboxOf(buyer.user.id);
    expect(paid).toMatchObject({
      kind: 'order.updated',
      params: { status: 'paid', vendorName: 'Ukumbi wa Bahari' },
      path: `/event-planners/orders/${orderId}`,
    });
    expect(await inboxOf(vendor.userId)).toEqual([
      {
        kind: 'order.received',
        params: { number: expect.any(Number), customerName: 'Neema Mushi', amountTzs: 800_000 },
        path: `/event-planners/vendor?order=${orderId}`,
      },
    ]);
    const number = (paid?.params as { number?: number } | undefined)?.number;
    expect(
      service.received
        .filter((push) => push.subscriptionId === browser.id)
        .map((push) => JSON.parse(push.text ?? '{}').title),
    ).toEqual([`Oda SH-${number} imehifadhiwa`]);

    const vendorAuth = bearer(await sessionTokenFor(t.db, { id: vendor.userId, role: 'vendor' }));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/orders/${orderId}/confirm`,
      headers: vendorAuth,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.jobs.drain();
    expect((await inboxOf(buyer.user.id)).map((row) => (row.params as { status: string }).status)).toEqual([
      'paid',
      'confirmed',
    ]);
    const pushes = service.received.filter((push) => push.subscriptionId === browser.id);
    expect(JSON.parse(pushes[1]?.text ?? '{}')).toMatchObject({
      title: `Oda SH-${number} imethibitishwa`,
      body: 'Ukumbi wa Bahari amethibitisha oda yako.',
      url: `/event-planners/orders/${orderId}`,
    });
  });

  it('a declined prompt tells the customer the payment failed, with the way to try again', async () => {
    const { buyer, paymentId } = await placeVenueOrder('+255754300002');
    await answerPrompt(paymentId, 'decline');
    expect(await inboxOf(buyer.user.id)).toEqual([
      {
        kind: 'payment.failed',
        params: { number: expect.any(Number), amountTzs: 800_000 },
        path: `/event-planners/payments/${paymentId}`,
      },
    ]);
  });
});

describe('michango', () => {
  it('a pledge and its mobile-money payment reach the host and the treasurer, not the other members', async () => {
    const host = await signedIn({ name: 'Amina Juma' });
    const treasurer = await signedIn({ email: `hazina-${randomUUID()}@example.co.tz` });
    const member = await signedIn({ email: `mjumbe-${randomUUID()}@example.co.tz` });
    const event = await buildEvent(t.db, { hostUserId: host.user.id, name: 'Harusi ya Amina' });
    await addMember(t.db, event.id, treasurer.user.email as string, 'treasurer');
    await addMember(t.db, event.id, member.user.email as string, 'member');

    const pledged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/events/${event.code}/pledges`,
      payload: {
        name: 'Baraka Mushi',
        phone: '0754 300 003',
        amountTzs: 50_000,
        payNowTzs: 20_000,
        language: 'sw',
      },
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
    await answerPrompt(pledged.json().attemptId, 'approve');

    const expected = [
      {
        kind: 'pledge.received',
        params: { eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 50_000 },
      },
      {
        kind: 'pledge.payment_received',
        params: { eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 20_000 },
      },
    ].map((row) => ({ ...row, path: `/event-planners/events/${event.id}` }));
    expect(await inboxOf(host.user.id)).toEqual(expected);
    expect(await inboxOf(treasurer.user.id)).toEqual(expected);
    expect(await inboxOf(member.user.id)).toEqual([]);

    // The contributor changes the pledge from their link: the organisers hear of the new amount.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/public/pledges/${pledged.json().pledgeToken}`,
      payload: { amountTzs: 80_000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await inboxOf(host.user.id)).map((row) => row.kind)).toEqual([
      'pledge.received',
      'pledge.payment_received',
      'pledge.changed',
    ]);
  });
});

describe('vendor requests', () => {
  it('the applicant with an account hears the decision; an admin approves or rejects', async () => {
    const admin = await signedIn({ role: 'admin' });
    const approved = await signedIn({ email: `duka-${randomUUID()}@example.co.tz` });
    const rejected = await signedIn({ email: `duka-${randomUUID()}@example.co.tz` });
    const requestOf = async (contact: string) => {
      const [row] = await t.db
        .insert(vendorRequests)
        .values({ requestContact: contact, contact, contactKind: 'email' })
        .returning();
      return row?.id as string;
    };
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/vendor-requests/${await requestOf(approved.user.email as string)}/approve`,
      headers: admin.auth,
      payload: {},
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/vendor-requests/${await requestOf(rejected.user.email as string)}/reject`,
      headers: admin.auth,
      payload: { note: 'We could not reach you.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await inboxOf(approved.user.id)).toEqual([
      { kind: 'vendor_request.decided', params: { decision: 'approved' }, path: '/event-planners/vendor' },
    ]);
    expect(await inboxOf(rejected.user.id)).toEqual([
      { kind: 'vendor_request.decided', params: { decision: 'rejected' }, path: '/event-planners/Account' },
    ]);
  });
});
