// Quotes through HTTP on a real database with the payment simulator: priced by the server from their lines, told
// once to the customer, accepted in one step into an order with its date held (twice at once: one order), revised,
// expired and declined quotes refused, a quote's date racing another customer's checkout (one wins), numbers hidden
// in a quote before a booking and the conversation's contacts shown once its order is paid.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { CONTACT_MASK } from '@sherehe/core/contact-masking';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inquiryOf, type Person, peopleOf } from '../../../test/conversation-people.ts';
import { buildListing } from '../../../test/marketplace-factories.ts';
import { bookingHolds } from '../../db/schema/bookings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterAll(() => t.close());

const eventDay = addDays(todayInTanzania(), 40);
const person = peopleOf(() => t);

/** A caterer with one listing (one booking a day) and a customer who asked it about their wedding. */
async function inquiry() {
  const asked = await inquiryOf(person, t, {
    listing: { dailyCapacity: 1 },
    ask: { eventDate: eventDay, guests: 200, location: 'Mlimani City' },
  });
  return { ...asked, conversationId: asked.id };
}

function quoteFor(listingId: string, extra: Record<string, unknown> = {}) {
  return {
    lines: [
      { listingId, title: '', quantity: 200, unitPriceTzs: 15_000 },
      { listingId: null, title: 'Vinywaji baridi', quantity: 200, unitPriceTzs: 2_500 },
    ],
    eventDate: eventDay,
    depositPercent: 30,
    note: 'Bei inajumuisha wahudumu kumi.',
    ...extra,
  };
}

async function sendQuote(who: Person, conversationId: string, body: Record<string, unknown>) {
  return who.call('POST', `/conversations/${conversationId}/quotes`, body);
}

const accept = (who: Person, conversationId: string, quoteId: string, key?: string) =>
  who.call('POST', `/conversations/${conversationId}/quotes/${quoteId}/accept`, {
    idempotencyKey: key ?? randomUUID(),
    phone: '0754 000 111',
    language: 'sw',
  });

async function approve(paymentId: string) {
  await t.app.jobs.drain();
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/v1/dev/phone/pushes/${paymentId}/approve`,
    payload: { pin: '1234' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await t.app.jobs.drain();
}

describe('a vendor quoting an inquiry', () => {
  it('prices the lines on the server, carries the quote on a message and tells the customer once', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const sent = await sendQuote(owner, conversationId, quoteFor(listing.id));
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ side: 'vendor', body: 'Bei inajumuisha wahudumu kumi.', mine: true });
    expect(message.quote).toMatchObject({
      status: 'open',
      lines: [
        {
          listingId: listing.id,
          title: 'Chakula cha harusi',
          quantity: 200,
          unitPriceTzs: 15_000,
          lineTotalTzs: 3_000_000,
        },
        {
          listingId: null,
          title: 'Vinywaji baridi',
          quantity: 200,
          unitPriceTzs: 2_500,
          lineTotalTzs: 500_000,
        },
      ],
      totalTzs: 3_500_000,
      dueNowTzs: 1_050_000,
      depositPercent: 30,
      eventDate: eventDay,
      orderId: null,
    });
    // A week to accept it, unless the vendor says otherwise.
    const days = (Date.parse(message.quote.validUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const read = (await customer.call('GET', `/conversations/${conversationId}`)).json();
    expect(read.messages.at(-1)).toMatchObject({
      id: message.id,
      mine: false,
      quote: { id: message.quote.id },
    });
    expect(read.messages[0].quote).toBeNull();
    expect(read.lastMessage).toMatchObject({ side: 'vendor', quote: true });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.user.id), eq(notifications.kind, 'quote.received')));
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ fromName: 'Baraka Catering', amountTzs: 3_500_000 });
  });

  it('refuses a quote from the customer, of another vendor’s listing, past what an order holds, or without lines', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const fromCustomer = await sendQuote(customer, conversationId, quoteFor(listing.id));
    expect(fromCustomer.statusCode).toBe(403); // the route is for vendors
    const otherShop = await buildListing(t.db, { title: 'Ukumbi', category: 'venues' });
    const foreign = await sendQuote(owner, conversationId, quoteFor(otherShop.id));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.reason).toBe('quote.listing_not_yours');
    const huge = await sendQuote(owner, conversationId, {
      ...quoteFor(listing.id),
      lines: [{ listingId: null, title: 'Kila kitu', quantity: 10_000, unitPriceTzs: 1_000_000 }],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error.reason).toBe('quote.total_too_large');
    const empty = await sendQuote(owner, conversationId, { ...quoteFor(listing.id), lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.reason).toBe('quote.lines_required');
    const untitled = await sendQuote(owner, conversationId, {
      ...quoteFor(listing.id),
      lines: [{ listingId: null, title: ' ', quantity: 1, unitPriceTzs: 1 }],
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().error.reason).toBe('quote.title_required');

    // Another vendor (signed in as a vendor, not this one's) finds no such conversation.
    const stranger = await person('vendor', 'Juma Shirima');
    expect((await sendQuote(stranger, conversationId, quoteFor(listing.id))).statusCode).toBe(404);
  });

  it('hides numbers and addresses in a quote before a booking', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const sent = await sendQuote(owner, conversationId, {
      ...quoteFor(listing.id),
      lines: [
        { listingId: null, title: 'Piga 0754 123 456 kwa punguzo', quantity: 1, unitPriceTzs: 100_000 },
      ],
      note: 'Au niandikie baraka@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const read = (await customer.call('GET', `/conversations/${conversationId}`)).json();
    const last = read.messages.at(-1);
    expect(last.masked).toBe(true);
    expect(last.body).toBe(`Au niandikie ${CONTACT_MASK}`);
    expect(last.quote.lines[0].title).not.toContain('0754');
  });
});

describe('accepting a quote', () => {
  it('places one order with the date held, even accepted twice at once; paid, the conversation shows contacts', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const quote = (await sendQuote(owner, conversationId, quoteFor(listing.id))).json().quote;
    const [first, second] = await Promise.all([
      accept(customer, conversationId, quote.id),
      accept(customer, conversationId, quote.id),
    ]);
    expect(first?.statusCode, first?.body).toBe(201);
    expect(second?.statusCode, second?.body).toBe(201);
    expect(second?.json().checkoutId).toBe(first?.json().checkoutId);
    const placed = first?.json();
    expect(placed.orders).toHaveLength(1);
    expect(placed.dueNowTzs).toBe(1_050_000);
    const orderId = placed.orders[0].id as string;
    const rows = await t.db.select().from(orders).where(eq(orders.customerId, customer.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ totalTzs: 3_500_000, dueNowTzs: 1_050_000, eventDate: eventDay });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => [line.listingId, line.quantity, line.lineTotalTzs, line.daySlots])).toEqual(
      expect.arrayContaining([
        [listing.id, 200, 3_000_000, 1],
        [null, 200, 500_000, null],
      ]),
    );
    // 200 plates are one booking of the caterer's day.
    const holds = await t.db.select().from(bookingHolds).where(eq(bookingHolds.listingId, listing.id));
    expect(holds).toHaveLength(1);
    expect(holds[0]?.day).toBe(eventDay);

    const before = (await customer.call('GET', `/conversations/${conversationId}`)).json();
    expect(before).toMatchObject({ orderId, contactsHidden: true });
    expect(before.messages.at(-1).quote).toMatchObject({ status: 'accepted', orderId });
    await approve(placed.paymentId);
    const after = (await owner.call('GET', `/conversations/${conversationId}`)).json();
    expect(after.contactsHidden).toBe(false);
    const order = (await customer.call('GET', `/orders/${orderId}`)).json();
    expect(order.status).toBe('paid');
    expect(order.lines.map((line: { listingId: string | null }) => line.listingId).sort()).toEqual(
      [listing.id, null].sort(),
    );
    // Accepted again later, with a new key: the same order, nothing charged twice.
    const again = await accept(customer, conversationId, quote.id);
    expect(again.json().checkoutId).toBe(placed.checkoutId);
  });

  it('reads as lapsed once its order went unpaid past its time, so the customer asks again', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const quote = (await sendQuote(owner, conversationId, quoteFor(listing.id))).json().quote;
    const placed = (await accept(customer, conversationId, quote.id)).json();
    const orderId = placed.orders[0].id as string;
    await t.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, orderId));
    for (const who of [customer, owner]) {
      const read = (await who.call('GET', `/conversations/${conversationId}`)).json();
      expect(read.messages.at(-1).quote).toMatchObject({ status: 'lapsed', orderId });
    }
  });

  it('refuses a replaced, an expired or a declined quote, and a vendor accepting their own', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const old = (await sendQuote(owner, conversationId, quoteFor(listing.id))).json().quote;
    const revised = (
      await sendQuote(owner, conversationId, quoteFor(listing.id, { depositPercent: null }))
    ).json().quote;
    const replaced = await accept(customer, conversationId, old.id);
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().error.reason).toBe('quote.replaced');
    const read = (await customer.call('GET', `/conversations/${conversationId}`)).json();
    expect(
      read.messages.map((message: { quote: { status: string } | null }) => message.quote?.status),
    ).toEqual([undefined, 'replaced', 'open']);
    expect((await accept(owner, conversationId, revised.id)).json().error.reason).toBe('quote.customer_only');

    await t.db.execute(
      sql`update quotes set valid_until = now() - interval '1 minute' where id = ${revised.id}`,
    );
    const expired = await accept(customer, conversationId, revised.id);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.reason).toBe('quote.expired');

    const third = (await sendQuote(owner, conversationId, quoteFor(listing.id))).json().quote;
    const declined = await customer.call(
      'POST',
      `/conversations/${conversationId}/quotes/${third.id}/decline`,
    );
    expect(declined.statusCode, declined.body).toBe(204);
    expect((await accept(customer, conversationId, third.id)).json().error.reason).toBe('quote.declined');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'quote.declined')));
    expect(told).toHaveLength(1);
    expect((await accept(customer, conversationId, randomUUID())).json().error.reason).toBe(
      'quote.not_found',
    );
  });

  it("races another customer's checkout for the quote's date: exactly one holds it", async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const quote = (await sendQuote(owner, conversationId, quoteFor(listing.id))).json().quote;
    const rival = await person('user', 'Neema Mushi');
    const added = await rival.call('POST', '/cart/items', {
      productId: listing.id,
      quantity: 1,
      eventDate: eventDay,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [byQuote, byCart] = await Promise.all([
      accept(customer, conversationId, quote.id),
      rival.call('POST', '/checkout', {
        idempotencyKey: randomUUID(),
        phone: '0754 000 222',
        language: 'en',
      }),
    ]);
    // Placed by the quote (201) or by the cart (a checkout answers 200); the other refused.
    const codes = [byQuote.statusCode, byCart.statusCode];
    expect(codes, `${byQuote.body} ${byCart.body}`).toSatisfy(
      ([quoted, carted]: number[]) =>
        (quoted === 201 && carted === 409) || (quoted === 409 && carted === 200),
    );
    const loser = byQuote.statusCode === 409 ? byQuote : byCart;
    expect(loser.json().error.reason).toBe('checkout.date_taken');
    const holds = await t.db.select().from(bookingHolds).where(eq(bookingHolds.listingId, listing.id));
    expect(holds).toHaveLength(1);
  });

  it('holds one slot for a service its lines name twice, and nothing for a quote an admin hid', async () => {
    const { owner, listing, customer, conversationId } = await inquiry();
    const quote = (
      await sendQuote(owner, conversationId, {
        ...quoteFor(listing.id),
        lines: [
          { listingId: listing.id, title: 'Chakula: sahani 200', quantity: 200, unitPriceTzs: 15_000 },
          { listingId: listing.id, title: 'Chakula: vitindamlo', quantity: 200, unitPriceTzs: 3_000 },
        ],
      })
    ).json().quote;
    const placed = await accept(customer, conversationId, quote.id);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await t.db.$count(bookingHolds, eq(bookingHolds.listingId, listing.id))).toBe(1);

    const next = await inquiry();
    const hidden = (await sendQuote(next.owner, next.conversationId, quoteFor(next.listing.id))).json();
    await t.db.execute(sql`update conversation_messages set hidden_at = now() where id = ${hidden.id}`);
    const read = (await next.customer.call('GET', `/conversations/${next.conversationId}`)).json();
    expect(read.messages.at(-1)).toMatchObject({ hidden: true, quote: null });
    const refused = await accept(next.customer, next.conversationId, hidden.quote.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.reason).toBe('quote.not_found');
  });
});
