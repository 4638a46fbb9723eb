// Disputes on a real database: a customer reports a problem on a delivered order and its held money is frozen (the
// release job and the customer's own confirmation pass it over); the vendor answers; both sides add photos only they
// and admins see; an admin decides a partial refund, a full refund or a release, once; both sides are told; a dispute
// racing the automatic release leaves one of them standing; the ledger balances after every step.
import { addDays } from '@sherehe/core/booking-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildListing } from '../../../test/marketplace-factories.ts';
import { multipartUpload } from '../../../test/multipart-upload.ts';
import {
  delivered,
  eventDay,
  type Headers,
  paidOrder as paidOrderOf,
  shopWithVenue,
} from '../../../test/paid-orders.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { disputePhotos } from '../../db/schema/disputes.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { paymentRefunds } from '../../db/schema/payments.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { vendorBalances } from '../ledger/service.ts';
import { releaseDue } from '../payouts/release-work.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterEach(() => t.close());

/** A day the release job would release the order's money on, were it not frozen. */
const afterRelease = new Date(`${addDays(eventDay, 4)}T12:00:00+03:00`);

const shop = (phone?: string, businessName?: string) => shopWithVenue(t, { phone, businessName });
const paidOrder = (venueId: string, phone?: string) => paidOrderOf(t, venueId, phone);

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function disputedOrder() {
  const place = await shop();
  const order = await paidOrder(place.venue.id);
  await delivered(t, place.vendorAuth, order.orderId);
  const opened = await call(order.customer, 'POST', `/orders/${order.orderId}/dispute`, {
    reason: 'partly_delivered',
    text: 'Only half the chairs came and the tent had no sides.',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  await t.app.jobs.drain();
  return { ...place, ...order, opened: opened.json() };
}

async function admin() {
  const user = await buildUser(t.db, { role: 'admin' });
  return { id: user.id, auth: bearer(await sessionTokenFor(t.db, user)) };
}

async function ledgerBalances() {
  const rows = await t.db.execute(sql`
    select count(*)::int as unbalanced from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount_tzs) <> 0) u`);
  return (rows as unknown as { rows: { unbalanced: number }[] }).rows[0]?.unbalanced === 0;
}

const uploadPhoto = async (headers: Headers, orderId: string) => {
  const upload = await multipartUpload(await testImage('jpeg', 800, 600));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/dispute/photos`,
    payload: upload.payload,
    headers: { ...headers, ...upload.headers },
  });
};

describe('disputes', () => {
  it('freezes the held money: the release job and the customer pass it over, the vendor is told', async () => {
    const { opened, orderId, customer, vendor, vendorAuth, owner } = await disputedOrder();
    expect(opened).toMatchObject({
      canDispute: false,
      canConfirmReceipt: false,
      dispute: {
        reason: 'partly_delivered',
        state: 'open',
        // What the customer paid and may get back; the vendor reads their share held (5% commission aside).
        frozenTzs: 800_000,
        canAddPhotos: true,
        canAnswer: false,
        canDecide: false,
      },
    });
    expect(opened.timeline.at(-1)).toMatchObject({ kind: 'dispute_opened', by: 'customer' });
    const vendorSees = (await call(vendorAuth, 'GET', `/orders/${orderId}`)).json();
    expect(vendorSees.dispute).toMatchObject({ frozenTzs: 760_000, canAnswer: true });

    expect(await releaseDue(t.db, afterRelease)).toBe(0);
    const money = (await call(vendorAuth, 'GET', '/vendor/money')).json();
    expect(money.orders[0]).toMatchObject({ orderId, heldTzs: 760_000, frozen: true, releasesOn: null });
    expect((await vendorBalances(t.db, vendor.id)).heldTzs).toBe(760_000);
    const receipt = await call(customer, 'POST', `/orders/${orderId}/confirm-receipt`);
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().error.reason).toBe('order.dispute_open');
    const again = await call(customer, 'POST', `/orders/${orderId}/dispute`, {
      reason: 'not_arrived',
      text: 'Again',
    });
    expect(again.json().error.reason).toBe('dispute.exists');

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told.map((row) => row.kind)).toContain('dispute.opened');
    // By e-mail, in both languages (Swahili first) until the vendor's account chooses one.
    const mail = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, owner.email ?? ''));
    // (A delivered message keeps its subject only.)
    expect(mail.map((row) => row.subject)).toContainEqual(
      expect.stringMatching(/^Tatizo limeripotiwa kwenye oda SH-\d+ \/ Problem reported on order SH-\d+$/),
    );

    const vendorView = (await call(vendorAuth, 'GET', `/orders/${orderId}`)).json();
    expect(vendorView.dispute).toMatchObject({ canAnswer: true, canAddPhotos: true, canDecide: false });
    expect(vendorView.canDecline).toBe(false);
  });

  it('takes each side’s word and photos; the photos are for the two sides and admins only', async () => {
    const { orderId, customer, customerId, vendorAuth } = await disputedOrder();
    const answer = await call(vendorAuth, 'PUT', `/orders/${orderId}/dispute/answer`, {
      text: 'All 300 chairs were delivered; the customer signed for them.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().dispute.vendorText).toMatch(/300 chairs/);
    const reworded = await call(vendorAuth, 'PUT', `/orders/${orderId}/dispute/answer`, {
      text: 'All 300 chairs were delivered at 14:00; the customer signed for them.',
    });
    expect(
      reworded.json().timeline.filter((e: { kind: string }) => e.kind === 'dispute_answered'),
    ).toHaveLength(1);
    await t.app.jobs.drain();
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, customerId));
    expect(told.filter((row) => row.kind === 'dispute.answered')).toHaveLength(1);

    // The customer cannot answer for the vendor.
    expect((await call(customer, 'PUT', `/orders/${orderId}/dispute/answer`, { text: 'x' })).statusCode).toBe(
      404,
    );

    const mine = await uploadPhoto(customer, orderId);
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await uploadPhoto(vendorAuth, orderId);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const { customerPhotos, vendorPhotos } = theirs.json().dispute;
    expect(customerPhotos).toHaveLength(1);
    expect(vendorPhotos).toHaveLength(1);

    const url = `/orders/${orderId}/dispute/photos/${customerPhotos[0].id}`;
    for (const who of [customer, vendorAuth, (await admin()).auth]) {
      const photo = await call(who, 'GET', url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toMatch(/^private/);
    }
    const stranger = await buildUser(t.db, { phone: '+255754000999' });
    const refused = await call(bearer(await sessionTokenFor(t.db, stranger)), 'GET', url);
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1${url}` })).statusCode).toBe(401);
    // The files are stored under keys the public /media route never serves, whoever learns them.
    const stored = await t.db.select({ key: disputePhotos.storageKey }).from(disputePhotos);
    expect(stored.length).toBeGreaterThan(0);
    for (const { key } of stored) {
      expect(key).toMatch(/^private-/);
      expect((await t.app.inject({ url: `/media/${key}/1280.webp` })).statusCode).toBe(404);
    }

    for (let i = 1; i < 4; i++) expect((await uploadPhoto(customer, orderId)).statusCode).toBe(201);
    const fifth = await uploadPhoto(customer, orderId);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().error).toMatchObject({ reason: 'dispute.too_many_photos', params: { max: 4 } });
  });

  it('an admin decides a partial refund: that much goes back, the rest is released, once, audited, both told', async () => {
    const { orderId, customer, customerId, customerEmail, vendor, owner, opened } = await disputedOrder();
    const { id: adminId, auth } = await admin();

    const listed = await call(auth, 'GET', '/admin/disputes');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        id: opened.dispute.id,
        orderId,
        customerName: 'Neema Mushi',
        vendorName: 'Ukumbi wa Bahari',
        reason: 'partly_delivered',
        answered: false,
        frozenTzs: 760_000,
      }),
    ]);
    const decide = (payload: object) =>
      call(auth, 'POST', `/admin/disputes/${opened.dispute.id}/decide`, payload);

    const tooMuch = await decide({ outcome: 'partial_refund', refundTzs: 800_000, note: 'Half came' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({
      reason: 'dispute.refund_too_large',
      params: { max: 800_000 },
    });
    const noAmount = await decide({ outcome: 'partial_refund', note: 'Half came' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.reason).toBe('dispute.refund_invalid');

    const decided = await decide({
      outcome: 'partial_refund',
      refundTzs: 400_000,
      note: 'Half the chairs came, by the delivery note.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().dispute).toMatchObject({
      state: 'decided',
      outcome: 'partial_refund',
      refundTzs: 400_000,
      frozenTzs: 0,
      canDecide: false,
    });
    expect(decided.json().refundedTzs).toBe(400_000);
    expect((await decide({ outcome: 'release', note: 'Again' })).json().error.reason).toBe('dispute.decided');

    const refunds = await t.db.select().from(paymentRefunds);
    expect(refunds.map((row) => row.amountTzs)).toEqual([400_000]);
    // The commission is given back in proportion (5% of 400,000); the rest of the vendor's share is releasable.
    expect(await vendorBalances(t.db, vendor.id)).toMatchObject({
      heldTzs: 0,
      releasableTzs: 760_000 - 380_000,
      feesTzs: 20_000,
    });
    expect(await ledgerBalances()).toBe(true);

    await t.app.jobs.drain();
    const customerTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customerId), eq(notifications.kind, 'dispute.decided')));
    expect(customerTold[0]?.params).toMatchObject({
      side: 'customer',
      outcome: 'partial_refund',
      amountTzs: 400_000,
    });
    const vendorTold = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'dispute.decided')));
    expect(vendorTold[0]?.params).toMatchObject({ side: 'vendor' });
    const mail = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, customerEmail));
    expect(mail.map((row) => row.subject)).toContainEqual(
      expect.stringMatching(/^Dispute on order SH-\d+ decided$/),
    );
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dispute.decided'));
    expect(audited).toEqual([
      expect.objectContaining({
        actorId: adminId,
        targetId: orderId,
        details: expect.objectContaining({
          outcome: 'partial_refund',
          refundTzs: 400_000,
          releasedTzs: 380_000,
        }),
      }),
    ]);
    const seen = (await call(customer, 'GET', `/orders/${orderId}`)).json();
    expect(seen.timeline.at(-1)).toMatchObject({
      kind: 'dispute_decided',
      amountTzs: 400_000,
      note: 'Half the chairs came, by the delivery note.',
    });
    expect((await call(auth, 'GET', '/admin/disputes')).json().items).toEqual([]);
    expect((await call(auth, 'GET', '/admin/disputes?state=decided')).json().items).toHaveLength(1);
  });

  it('waits for a balance still being paid; once decided, nothing more is paid, confirmed or declined', async () => {
    const { vendor, vendorAuth } = await shop();
    const hall = await buildListing(t.db, {
      vendor,
      title: 'Ukumbi wa amana',
      category: 'venues',
      priceTzs: 1_000_000,
      depositPercent: 30,
    });
    const { orderId, customer } = await paidOrder(hall.id);
    await delivered(t, vendorAuth, orderId);
    const pay = await call(customer, 'POST', `/orders/${orderId}/pay`, { phone: '0754 000 111' });
    expect(pay.statusCode, pay.body).toBe(200);
    const report = () =>
      call(customer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_as_agreed', text: 'No chairs.' });
    const early = await report();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.reason).toBe('order.payment_under_way');

    await t.app.jobs.drain();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dev/phone/pushes/${pay.json().paymentId}/approve`,
      payload: { pin: '1234' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.jobs.drain();
    const opened = await report();
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({
      balanceTzs: 0,
      canPayBalance: false,
      dispute: { frozenTzs: 1_000_000 },
    });

    const { auth } = await admin();
    const decided = await call(auth, 'POST', `/admin/disputes/${opened.json().dispute.id}/decide`, {
      outcome: 'release',
      note: 'The chairs were not part of the order.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().timeline.at(-1)).toMatchObject({ kind: 'dispute_decided', amountTzs: null });
    for (const [who, url, payload] of [
      [customer, `/orders/${orderId}/confirm-receipt`, undefined],
      [customer, `/orders/${orderId}/pay`, { phone: '0754 000 111' }],
    ] as const) {
      const refused = await call(who, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().error.reason).toBe('order.dispute_decided');
    }
    expect((await call(vendorAuth, 'GET', `/orders/${orderId}`)).json()).toMatchObject({
      canDecline: false,
      canConfirm: false,
    });
  });

  it('a full refund gives back all that was paid; a release gives the vendor all that was held', async () => {
    const first = await disputedOrder();
    const { auth } = await admin();
    const refunded = await call(auth, 'POST', `/admin/disputes/${first.opened.dispute.id}/decide`, {
      outcome: 'refund',
      note: 'Nothing came.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refundedTzs: 800_000, dispute: { refundTzs: 800_000 } });
    expect(await vendorBalances(t.db, first.vendor.id)).toMatchObject({
      heldTzs: 0,
      releasableTzs: 0,
      feesTzs: 0,
    });

    const venue = await buildListing(t.db, {
      vendor: first.vendor,
      title: 'Viti',
      category: 'venues',
      priceTzs: 100_000,
    });
    const second = await paidOrder(venue.id, '+255754000222');
    await delivered(t, first.vendorAuth, second.orderId);
    const opened = await call(second.customer, 'POST', `/orders/${second.orderId}/dispute`, {
      reason: 'not_as_agreed',
      text: 'The hall was not decorated.',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const released = await call(auth, 'POST', `/admin/disputes/${opened.json().dispute.id}/decide`, {
      outcome: 'release',
      note: 'Decoration was not part of the order.',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ refundedTzs: 0, dispute: { outcome: 'release', refundTzs: 0 } });
    expect(await vendorBalances(t.db, first.vendor.id)).toMatchObject({ heldTzs: 0, releasableTzs: 95_000 });
    expect(await ledgerBalances()).toBe(true);
  });

  it('opens only for the customer, from the event day or delivery, while the money is held', async () => {
    const { venue, vendorAuth } = await shop();
    const { orderId, customer } = await paidOrder(venue.id);
    const open = (headers: Headers) =>
      call(headers, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_arrived', text: 'Nobody came.' });

    expect((await call(vendorAuth, 'POST', `/vendor/orders/${orderId}/confirm`)).statusCode).toBe(200);
    const early = await open(customer);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.reason).toBe('dispute.not_yet');
    expect((await open(vendorAuth)).statusCode).toBe(404);
    const stranger = await buildUser(t.db, { phone: '+255754000999' });
    expect((await open(bearer(await sessionTokenFor(t.db, stranger)))).statusCode).toBe(404);
    const blank = await call(customer, 'POST', `/orders/${orderId}/dispute`, { reason: 'lost', text: ' ' });
    expect(blank.statusCode).toBe(400);

    await call(vendorAuth, 'POST', `/vendor/orders/${orderId}/deliver`, { earlyReason: 'Early, as agreed' });
    expect((await call(customer, 'GET', `/orders/${orderId}`)).json().canDispute).toBe(true);
    expect((await call(customer, 'POST', `/orders/${orderId}/confirm-receipt`)).statusCode).toBe(200);
    expect((await call(customer, 'GET', `/orders/${orderId}`)).json().canDispute).toBe(false);
    const late = await open(customer);
    expect(late.statusCode).toBe(422);
    expect(late.json().error.reason).toBe('dispute.money_released');

    const notAdmin = await call(customer, 'GET', '/admin/disputes');
    expect(notAdmin.statusCode).toBe(403);
  });

  it('a dispute racing the automatic release: exactly one of them stands, the money moves at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const { venue, vendorAuth, vendor } = await shop(`+25575480080${round}`, `Ukumbi ${round}`);
      const { orderId, customer } = await paidOrder(venue.id, `+25575400030${round}`);
      await delivered(t, vendorAuth, orderId);
      const [opened, released] = await Promise.all([
        call(customer, 'POST', `/orders/${orderId}/dispute`, { reason: 'not_arrived', text: 'Nobody came.' }),
        releaseDue(t.db, afterRelease),
      ]);
      const balances = await vendorBalances(t.db, vendor.id);
      if (opened.statusCode === 201) {
        expect(released).toBe(0);
        expect(balances).toMatchObject({ heldTzs: 760_000, releasableTzs: 0 });
      } else {
        expect(opened.json().error.reason).toBe('dispute.money_released');
        expect(released).toBe(1);
        expect(balances).toMatchObject({ heldTzs: 0, releasableTzs: 760_000 });
      }
      expect(await ledgerBalances()).toBe(true);
    }
  });
});
