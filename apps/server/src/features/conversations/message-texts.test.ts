// Texts about messages, through HTTP on a real database: one to the receiver's phone until they read the
// conversation (however many messages came), in their language, none after STOP or with the Messages topic off, and
// a quote told as a quote.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inquiryOf, peopleOf } from '../../../test/conversation-people.ts';
import { users } from '../../db/schema/accounts.ts';
import { smsOptOuts } from '../../db/schema/events.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t);

const conversation = () => inquiryOf(person, t, { ask: { message: 'Bei?' } });

const textsTo = (phone: string | null) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, phone ?? '')));

describe('texts about messages', () => {
  it('texts the receiver once until they read, in their language, with the link and no words of the message', async () => {
    const { owner, customer, id } = await conversation();
    // The vendor was texted about the inquiry, in English (no language chosen).
    const toVendor = await textsTo(owner.user.phone);
    expect(toVendor).toHaveLength(1);
    expect(toVendor[0]?.body).toMatch(
      new RegExp(
        `^Sherehe: Amina M\\. wrote to you about Chakula cha harusi\\. Read and answer: https?://\\S+/event-planners/messages/${id} Reply STOP to stop texts$`,
      ),
    );
    await t.db.update(users).set({ language: 'sw' }).where(eq(users.id, customer.user.id));
    for (const body of ['Karibu!', 'Tuna nafasi tarehe hiyo.', 'Bei ni 25,000 kwa mgeni.']) {
      expect((await owner.call('POST', `/conversations/${id}/messages`, { body })).statusCode).toBe(201);
    }
    const toCustomer = await textsTo(customer.user.phone);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.body).toMatch(
      /^Sherehe: Baraka Catering amekuandikia kuhusu Chakula cha harusi\. /,
    );
    expect(toCustomer[0]?.body).not.toContain('Karibu');
    // Read, the next message is texted again.
    expect((await customer.call('POST', `/conversations/${id}/read`)).statusCode).toBe(204);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Umeamua?' });
    expect(await textsTo(customer.user.phone)).toHaveLength(2);
  });

  it('sends none after STOP, and none with the Messages topic off', async () => {
    const { owner, listing, customer, id } = await conversation();
    await t.db.insert(smsOptOuts).values({ phone: customer.user.phone ?? '' });
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Karibu!' });
    expect(await textsTo(customer.user.phone)).toHaveLength(0);

    const quiet = await person('user', 'Neema Mushi');
    const off = await quiet.call('PUT', '/me/notification-settings', { messages: false });
    expect(off.statusCode, off.body).toBe(200);
    const asked = await quiet.call('POST', '/conversations', { listingId: listing.id, message: 'Bei?' });
    await owner.call('POST', `/conversations/${asked.json().id}/messages`, { body: 'Karibu!' });
    expect(await textsTo(quiet.user.phone)).toHaveLength(0);
  });

  it('tells a quote as a quote, with its total', async () => {
    const { owner, listing, customer, id } = await conversation();
    const sent = await owner.call('POST', `/conversations/${id}/quotes`, {
      lines: [{ listingId: listing.id, quantity: 2, unitPriceTzs: 750_000 }],
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [text] = await textsTo(customer.user.phone);
    expect(text?.body).toMatch(
      /^Sherehe: Baraka Catering sent you a quote of TZS\s?1,500,000 for Chakula cha harusi\. /,
    );
  });
});
