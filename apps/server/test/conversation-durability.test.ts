// "Nothing acknowledged is lost" for conversations (issue 40): messages answered 201 and a quote accepted (201, its
// order placed and its date held) are all still there after the process is killed (-9) right after the answer.
import { randomUUID } from 'node:crypto';
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHolds } from '../src/db/schema/bookings.ts';
import { conversationMessages, conversations } from '../src/db/schema/conversations.ts';
import { orders } from '../src/db/schema/orders.ts';
import { quotes } from '../src/db/schema/quotes.ts';
import { buildUser, sessionTokenFor } from './factories.ts';
import { cleanupsAfterEach, killableServer } from './killed-server.ts';
import { buildListing, buildVendor } from './marketplace-factories.ts';

/** What the calls below read of their answers: a conversation, a message (with its quote) or a placed order. */
type Answer = {
  id: string;
  messages: Array<{ id: string }>;
  quote: { id: string };
  orders: Array<{ id: string }>;
};

describe('conversations are durable', () => {
  const cleanups = cleanupsAfterEach();

  it('keeps acknowledged messages and an accepted quote’s order across kill -9', {
    timeout: 180_000,
  }, async () => {
    const server = await killableServer(cleanups, 'talk');
    // The people and the caterer, written before the server starts (the embedded database has one opener at a time).
    const seed = await server.open();
    const owner = await buildUser(seed.db, { role: 'vendor', phone: '+255754600001' });
    const customer = await buildUser(seed.db, { role: 'user', phone: '+255754600002' });
    const vendor = await buildVendor(seed.db, { userId: owner.id, businessName: 'Baraka Catering' });
    const listing = await buildListing(seed.db, {
      vendorId: vendor.id,
      category: 'catering',
      dailyCapacity: 1,
    });
    const asVendor = { authorization: `Bearer ${await sessionTokenFor(seed.db, owner)}` };
    const asCustomer = { authorization: `Bearer ${await sessionTokenFor(seed.db, customer)}` };
    await seed.done();

    const { base } = await server.start();
    const post = async (headers: Record<string, string>, url: string, body: object) => {
      const answer = await fetch(`${base}/api/v1${url}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const payload = (await answer.json()) as Answer;
      expect(answer.status, JSON.stringify(payload)).toBe(201);
      return payload;
    };

    const eventDate = addDays(todayInTanzania(), 40);
    const started = await post(asCustomer, '/conversations', {
      listingId: listing.id,
      eventDate,
      message: 'Bei?',
    });
    const acknowledged: string[] = [started.messages[0]?.id ?? ''];
    for (const body of ['Wageni 200.', 'Na vinywaji?']) {
      acknowledged.push((await post(asCustomer, `/conversations/${started.id}/messages`, { body })).id);
    }
    const quoted = await post(asVendor, `/conversations/${started.id}/quotes`, {
      lines: [{ listingId: listing.id, title: '', quantity: 200, unitPriceTzs: 15_000 }],
      eventDate,
      depositPercent: 30,
    });
    acknowledged.push(quoted.id);
    const placed = await post(asCustomer, `/conversations/${started.id}/quotes/${quoted.quote.id}/accept`, {
      idempotencyKey: randomUUID(),
      phone: '0754 600 002',
      language: 'sw',
    });
    await server.kill();

    const reopened = await server.open();
    const messages = await reopened.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(inArray(conversationMessages.id, acknowledged));
    expect(messages).toHaveLength(acknowledged.length);
    const orderId = placed.orders[0]?.id ?? '';
    const [quote] = await reopened.db.select().from(quotes).where(eq(quotes.id, quoted.quote.id));
    expect(quote).toMatchObject({ status: 'accepted', orderId });
    const [conversation] = await reopened.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, started.id));
    expect(conversation?.orderId).toBe(orderId);
    expect(await reopened.db.$count(orders, eq(orders.id, orderId))).toBe(1);
    expect(await reopened.db.$count(bookingHolds, eq(bookingHolds.listingId, listing.id))).toBe(1);
  });
});
