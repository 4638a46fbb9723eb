// A vendor's quiet hours through HTTP on a real database: set, read and turned off by the vendor only, refused when
// ill-formed; a customer writing in them gets the vendor's reply once a night, its contacts hidden, and it is no
// answer: the vendor's response time and the reminder to answer still wait for theirs.
import { AUTO_REPLY_MAX } from '@sherehe/core/conversation-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inquiryOf, peopleOf } from '../../../test/conversation-people.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { localFromUtc } from '../../platform/tanzania-local-time.ts';
import { inQuietHours } from './auto-replies.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t);

/** Quiet hours that hold now in Dar es Salaam, whatever the hour the test runs at: from an hour ago for three. */
function quietNow() {
  const at = (offsetHours: number) =>
    localFromUtc(new Date(Date.now() + offsetHours * 3_600_000)).slice(11, 16);
  return { quietFrom: at(-1), quietUntil: at(2) };
}

describe('quiet hours', () => {
  it('span midnight or not', () => {
    expect(inQuietHours('23:30', '20:00', '08:00')).toBe(true);
    expect(inQuietHours('07:59', '20:00', '08:00')).toBe(true);
    expect(inQuietHours('08:00', '20:00', '08:00')).toBe(false);
    expect(inQuietHours('12:00', '20:00', '08:00')).toBe(false);
    expect(inQuietHours('13:00', '12:30', '14:00')).toBe(true);
    expect(inQuietHours('14:00', '12:30', '14:00')).toBe(false);
  });

  it('are set, read and turned off by the vendor; ill-formed ones are refused', async () => {
    const vendor = (await inquiryOf(person, t)).owner;
    expect((await vendor.call('GET', '/vendor/auto-reply')).json()).toEqual({ autoReply: null });
    const saved = await vendor.call('PUT', '/vendor/auto-reply', {
      autoReply: { quietFrom: '20:00', quietUntil: '08:00', body: '  Tutakujibu asubuhi.  ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      autoReply: { quietFrom: '20:00', quietUntil: '08:00', body: 'Tutakujibu asubuhi.' },
    });
    expect((await vendor.call('GET', '/vendor/auto-reply')).json().autoReply.quietFrom).toBe('20:00');
    for (const [autoReply, reason] of [
      [{ quietFrom: '25:00', quietUntil: '08:00', body: 'x' }, 'auto_reply.time_invalid'],
      [{ quietFrom: '20:00', quietUntil: '20:00', body: 'x' }, 'auto_reply.same_times'],
      [{ quietFrom: '20:00', quietUntil: '08:00', body: '  ' }, 'auto_reply.body_required'],
      [
        { quietFrom: '20:00', quietUntil: '08:00', body: 'a'.repeat(AUTO_REPLY_MAX + 1) },
        'auto_reply.body_too_long',
      ],
    ] as const) {
      const refused = await vendor.call('PUT', '/vendor/auto-reply', { autoReply });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().error)).toContain(reason);
    }
    const off = await vendor.call('PUT', '/vendor/auto-reply', { autoReply: null });
    expect(off.json()).toEqual({ autoReply: null });
    const customer = await person();
    expect((await customer.call('GET', '/vendor/auto-reply')).statusCode).toBe(403);
    const shopless = await person('vendor');
    const refused = await shopless.call('PUT', '/vendor/auto-reply', {
      autoReply: { quietFrom: '20:00', quietUntil: '08:00', body: 'Asubuhi.' },
    });
    expect(refused.json().error.reason).toBe('vendor.no_profile');
  });

  it('answer a customer once a night, after their message, with contacts hidden, and are no answer', async () => {
    const first = await inquiryOf(person, t);
    await first.owner.call('PUT', '/vendor/auto-reply', {
      autoReply: { ...quietNow(), body: 'Tumefunga. Tutakujibu asubuhi, au piga 0754 111 222.' },
    });
    const asked = await first.customer.call('POST', '/conversations', {
      listingId: first.listing.id,
      message: 'Bado mpo?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const messages = asked.json().messages;
    expect(messages.slice(-2)).toMatchObject([
      { side: 'customer', body: 'Bado mpo?', autoReply: false },
      { side: 'vendor', body: 'Tumefunga. Tutakujibu asubuhi, au piga •••.', masked: true, autoReply: true },
    ]);
    await first.customer.call('POST', `/conversations/${first.id}/messages`, { body: 'Na kesho?' });
    const thread = (await first.customer.call('GET', `/conversations/${first.id}`)).json().messages;
    expect(thread.filter((each: { autoReply: boolean }) => each.autoReply)).toHaveLength(1);
    expect(thread.at(-1)).toMatchObject({ body: 'Na kesho?' });
    // No answer: the vendor's first response, their last message and the customer's unread count wait for them.
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, first.id));
    expect(row).toMatchObject({ firstResponseAt: null, lastVendorMessageAt: null });
    expect((await first.customer.call('GET', '/conversations/unread')).json()).toEqual({ count: 0 });
    const inbox = (await first.owner.call('GET', '/vendor/conversations')).json().conversations[0];
    // The vendor's list shows what the customer wrote, not the reply written for the vendor.
    expect(inbox).toMatchObject({ unread: 3, lastMessage: { side: 'customer', body: 'Na kesho?' } });
    // The vendor's real answer is texted to the customer: the automatic one before it is not "something unread".
    const texts = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, 'sms'),
            eq(outboxMessages.recipient, first.customer.user.phone ?? ''),
          ),
        );
    expect(await texts()).toHaveLength(0);
    await first.owner.call('POST', `/conversations/${first.id}/messages`, { body: 'Habari! Ndiyo, tupo.' });
    expect(await texts()).toHaveLength(1);
  });

  it('say nothing while the vendor is answering in them', async () => {
    const { owner, customer, id } = await inquiryOf(person, t);
    await owner.call('PUT', '/vendor/auto-reply', { autoReply: { ...quietNow(), body: 'Tumefunga.' } });
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Karibu, niko hapa.' });
    await customer.call('POST', `/conversations/${id}/messages`, { body: 'Asante!' });
    const thread = (await customer.call('GET', `/conversations/${id}`)).json().messages;
    expect(thread.some((each: { autoReply: boolean }) => each.autoReply)).toBe(false);
  });

  it('say nothing outside the quiet hours', async () => {
    const { owner, customer, id } = await inquiryOf(person, t);
    const now = quietNow();
    await owner.call('PUT', '/vendor/auto-reply', {
      autoReply: { quietFrom: now.quietUntil, quietUntil: now.quietFrom, body: 'Tumefunga.' },
    });
    await customer.call('POST', `/conversations/${id}/messages`, { body: 'Habari?' });
    const thread = (await customer.call('GET', `/conversations/${id}`)).json().messages;
    expect(thread.some((each: { autoReply: boolean }) => each.autoReply)).toBe(false);
  });
});
