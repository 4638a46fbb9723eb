// Conversations through HTTP on a real database: asking a vendor for a quote (again: the same conversation), who may
// read and write (only the two sides; admins only what was reported), read marks and the nav badge, numbers and
// addresses hidden before a booking and shown after, each message told once to the other side, reports and the
// admins' outcome (audited), and two inquiries at once.
import { CONTACT_MASK } from '@sherehe/core/contact-masking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { peopleOf } from '../../../test/conversation-people.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { buildOrder } from '../../../test/order-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { vendors } from '../../db/schema/marketplace.ts';
import { notifications } from '../../db/schema/notifications.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t);

async function shop(name = 'Baraka Catering') {
  const owner = await person('vendor', 'Baraka Mushi');
  const vendor = await buildVendor(t.db, { userId: owner.user.id, businessName: name });
  const listing = await buildListing(t.db, {
    vendorId: vendor.id,
    title: 'Chakula cha harusi',
    category: 'catering',
  });
  return { owner, vendor, listing };
}

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function told(userId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message.received')));
}

describe('asking for a quote', () => {
  it('starts a conversation about a listing that the vendor finds in their inbox, told once', async () => {
    const { owner, vendor, listing } = await shop();
    const customer = await person();
    const eventDate = inAMonth();
    const asked = await customer.call('POST', '/conversations', {
      listingId: listing.id,
      eventDate,
      guests: 300,
      location: 'Mlimani City, Dar es Salaam',
      budgetTzs: 6_000_000,
      message: 'Habari, tunahitaji chakula kwa wageni 300.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const conversation = asked.json();
    expect(conversation).toMatchObject({
      side: 'customer',
      vendor: { id: vendor.id, businessName: 'Baraka Catering' },
      customerName: 'Amina M.',
      listing: { id: listing.id, title: 'Chakula cha harusi' },
      orderId: null,
      inquiry: { eventDate, guests: 300, location: 'Mlimani City, Dar es Salaam', budgetTzs: 6_000_000 },
      unread: 0,
      contactsHidden: true,
      olderCursor: null,
    });
    expect(conversation.messages).toEqual([
      expect.objectContaining({
        side: 'customer',
        body: 'Habari, tunahitaji chakula kwa wageni 300.',
        masked: false,
        hidden: false,
        mine: true,
        reportedByMe: false,
      }),
    ]);

    const inbox = await owner.call('GET', '/vendor/conversations');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().conversations).toEqual([
      expect.objectContaining({
        id: conversation.id,
        side: 'vendor',
        unread: 1,
        lastMessage: expect.objectContaining({ side: 'customer' }),
      }),
    ]);
    expect((await owner.call('GET', '/conversations/unread')).json()).toEqual({ count: 1 });
    const notices = await told(owner.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      params: { fromName: 'Amina M.', about: 'Chakula cha harusi' },
      path: `/event-planners/messages/${conversation.id}`,
    });
  });

  it('goes on in the same conversation when asked again, the inquiry brought up to date', async () => {
    const { listing } = await shop();
    const customer = await person();
    const first = await customer.call('POST', '/conversations', {
      listingId: listing.id,
      guests: 100,
      location: 'Arusha',
      message: 'Bei ya wageni 100?',
    });
    const again = await customer.call('POST', '/conversations', {
      listingId: listing.id,
      guests: 150,
      message: 'Samahani, ni wageni 150.',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().inquiry).toMatchObject({ guests: 150, location: 'Arusha' });
    expect(again.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Bei ya wageni 100?',
      'Samahani, ni wageni 150.',
    ]);
  });

  it('from the vendor’s profile, is a conversation of its own beside the listing’s', async () => {
    const { vendor, listing } = await shop();
    const customer = await person();
    const aboutListing = await customer.call('POST', '/conversations', {
      listingId: listing.id,
      message: 'Bei?',
    });
    const general = await customer.call('POST', '/conversations', {
      vendorId: vendor.id,
      message: 'Mnapika Arusha?',
    });
    expect(general.statusCode).toBe(201);
    expect(general.json().id).not.toBe(aboutListing.json().id);
    expect(general.json().listing).toBeNull();
    const mine = await customer.call('GET', '/conversations');
    expect(mine.json().conversations.map((c: { id: string }) => c.id)).toEqual([
      general.json().id,
      aboutListing.json().id,
    ]);
  });

  it('two inquiries at once make one conversation with both messages', async () => {
    const { listing } = await shop();
    const customer = await person();
    const answers = await Promise.all(
      ['Swali la kwanza', 'Swali la pili'].map((message) =>
        customer.call('POST', '/conversations', { listingId: listing.id, message }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const [latest] = answers.sort((a, b) => a.json().messages.length - b.json().messages.length).reverse();
    expect(latest?.json().messages).toHaveLength(2);
  });

  it.each([
    [{ message: 'Bei?' }, 400, 'conversation.about_required'],
    [{ listingId: '00000000-0000-4000-8000-000000000000', message: 'Bei?' }, 404, 'listing.not_found'],
    [
      { vendorId: '00000000-0000-4000-8000-000000000000', message: 'Bei?' },
      404,
      'conversation.vendor_not_found',
    ],
    [{ vendorId: 'duka', message: 'Bei?' }, 400, 'conversation.vendor_invalid'],
    [
      { message: '   ', vendorId: '00000000-0000-4000-8000-000000000000' },
      400,
      'conversation.message_required',
    ],
    [
      { message: 'a'.repeat(2001), vendorId: '00000000-0000-4000-8000-000000000000' },
      400,
      'conversation.message_too_long',
    ],
    [
      { message: 'Bei?', vendorId: '00000000-0000-4000-8000-000000000000', guests: 0 },
      400,
      'conversation.guests_invalid',
    ],
    [
      { message: 'Bei?', vendorId: '00000000-0000-4000-8000-000000000000', budgetTzs: -1 },
      400,
      'conversation.budget_invalid',
    ],
    [
      { message: 'Bei?', vendorId: '00000000-0000-4000-8000-000000000000', budgetTzs: 3_000_000_000 },
      400,
      'conversation.budget_invalid',
    ],
    [
      { message: 'Bei?', vendorId: '00000000-0000-4000-8000-000000000000', eventDate: '2020-01-01' },
      400,
      'booking.day_past',
    ],
  ])('refuses %j with %i %s', async (payload, status, reason) => {
    const customer = await person();
    const answer = await customer.call('POST', '/conversations', payload);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(JSON.stringify(answer.json().error)).toContain(reason);
  });

  it('refuses a draft listing, a suspended vendor and one’s own business', async () => {
    const { owner, vendor, listing } = await shop();
    const draft = await buildListing(t.db, { vendorId: vendor.id, status: 'draft' });
    const customer = await person();
    const onDraft = await customer.call('POST', '/conversations', { listingId: draft.id, message: 'Bei?' });
    expect(onDraft.json().error.reason).toBe('listing.not_found');
    const own = await owner.call('POST', '/conversations', { listingId: listing.id, message: 'Bei?' });
    expect(own.statusCode).toBe(422);
    expect(own.json().error.reason).toBe('conversation.own_business');
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));
    const suspended = await customer.call('POST', '/conversations', { vendorId: vendor.id, message: 'Bei?' });
    expect(suspended.json().error.reason).toBe('conversation.vendor_not_found');
  });

  it('asks who is asking', async () => {
    const { listing } = await shop();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/conversations',
      payload: { listingId: listing.id, message: 'Bei?' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('a conversation', () => {
  async function started() {
    const s = await shop();
    const customer = await person();
    const asked = await customer.call('POST', '/conversations', {
      listingId: s.listing.id,
      message: 'Bei gani?',
    });
    return { ...s, customer, id: asked.json().id as string };
  }

  it('is read and written only by its two sides', async () => {
    const { id, owner } = await started();
    const stranger = await person();
    const otherVendor = (await shop('Other Catering')).owner;
    const admin = await person('admin');
    for (const outsider of [stranger, otherVendor, admin]) {
      for (const [method, url, payload] of [
        ['GET', `/conversations/${id}`],
        ['POST', `/conversations/${id}/messages`, { body: 'Habari' }],
        ['POST', `/conversations/${id}/read`],
      ] as const) {
        const answer = await outsider.call(method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json().error.reason).toBe('conversation.not_found');
      }
      expect((await outsider.call('GET', '/conversations')).json().conversations).toEqual([]);
    }
    expect((await otherVendor.call('GET', '/vendor/conversations')).json().conversations).toEqual([]);
    expect((await owner.call('GET', `/conversations/${id}`)).statusCode).toBe(200);
  });

  it('moves each side’s read mark, counts what is new, and keeps the vendor’s first answer', async () => {
    const { id, owner, customer } = await started();
    expect((await owner.call('POST', `/conversations/${id}/read`)).statusCode).toBe(204);
    expect((await owner.call('GET', '/conversations/unread')).json()).toEqual({ count: 0 });
    const answered = await owner.call('POST', `/conversations/${id}/messages`, {
      body: 'Karibu! Ni TZS 25,000 kwa mgeni.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ side: 'vendor', mine: true, masked: false });
    expect((await customer.call('GET', '/conversations/unread')).json()).toEqual({ count: 1 });
    const mine = (await customer.call('GET', '/conversations')).json().conversations[0];
    expect(mine).toMatchObject({
      unread: 1,
      lastMessage: { side: 'vendor', body: 'Karibu! Ni TZS 25,000 kwa mgeni.' },
    });
    const badge = () => customer.call('GET', '/me/notifications/unread-count');
    expect((await badge()).json()).toEqual({ unreadCount: 1 });
    await customer.call('POST', `/conversations/${id}/read`);
    expect((await customer.call('GET', '/conversations/unread')).json()).toEqual({ count: 0 });
    // What they were told of it is read with it: the inbox's count does not say it again.
    expect((await badge()).json()).toEqual({ unreadCount: 0 });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.firstResponseAt).toBeInstanceOf(Date);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Na vinywaji pia.' });
    const [again] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(again?.firstResponseAt).toEqual(row?.firstResponseAt);
    expect(await told(customer.user.id)).toHaveLength(2);
  });

  it('hides phone numbers and e-mail addresses before a booking, in Swahili and English, and says so', async () => {
    const { id, owner, customer } = await started();
    const sw = await customer.call('POST', `/conversations/${id}/messages`, {
      body: 'Nipigie 0754 123 456 au sifuri saba tano nne moja mbili tatu nne tano sita',
    });
    expect(sw.json()).toMatchObject({ body: `Nipigie ${CONTACT_MASK} au ${CONTACT_MASK}`, masked: true });
    const en = await owner.call('POST', `/conversations/${id}/messages`, {
      body: 'Write to baraka at gmail dot com or +255 713 000 111. Budget 1,500,000 for 300 guests.',
    });
    expect(en.json()).toMatchObject({
      body: `Write to ${CONTACT_MASK} or ${CONTACT_MASK}. Budget 1,500,000 for 300 guests.`,
      masked: true,
    });
    const read = (await owner.call('GET', `/conversations/${id}`)).json();
    expect(read.contactsHidden).toBe(true);
    expect(JSON.stringify(read)).not.toMatch(/0754|713 000|gmail/);
  });

  it('shows numbers once the customer has booked', async () => {
    const { id, owner, customer, vendor } = await started();
    const order = await buildOrder(t.db, {
      customerId: customer.user.id,
      vendorId: vendor.id,
      status: 'paid',
    });
    await t.db.update(conversations).set({ orderId: order.id }).where(eq(conversations.id, id));
    const sent = await owner.call('POST', `/conversations/${id}/messages`, { body: 'Nipigie 0754 123 456' });
    expect(sent.json()).toMatchObject({ body: 'Nipigie 0754 123 456', masked: false });
    expect((await customer.call('GET', `/conversations/${id}`)).json().contactsHidden).toBe(false);
  });

  it('takes no more messages once the vendor is suspended', async () => {
    const { id, customer, vendor } = await started();
    await t.db.update(vendors).set({ status: 'suspended' }).where(eq(vendors.id, vendor.id));
    const refused = await customer.call('POST', `/conversations/${id}/messages`, { body: 'Habari?' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('conversation.closed');
    expect((await customer.call('GET', `/conversations/${id}`)).json().messages).toHaveLength(1);
  });

  it('pages its messages from the newest, older pages by cursor', async () => {
    const { id, owner } = await started();
    for (let i = 1; i <= 4; i++)
      await owner.call('POST', `/conversations/${id}/messages`, { body: `Jibu ${i}` });
    const newest = (await owner.call('GET', `/conversations/${id}?limit=2`)).json();
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['Jibu 3', 'Jibu 4']);
    const older = (
      await owner.call('GET', `/conversations/${id}?limit=2&cursor=${newest.olderCursor}`)
    ).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['Jibu 1', 'Jibu 2']);
    const oldest = (
      await owner.call('GET', `/conversations/${id}?limit=2&cursor=${older.olderCursor}`)
    ).json();
    expect(oldest.messages.map((m: { body: string }) => m.body)).toEqual(['Bei gani?']);
    expect(oldest.olderCursor).toBeNull();
    const bad = await owner.call('GET', `/conversations/${id}?cursor=nonsense`);
    expect(bad.json().error.reason).toBe('page.cursor_invalid');
  });
});

describe('reports', () => {
  it('reach the admins, who read the reported conversation (audited) and hide the message from both sides', async () => {
    const { owner, listing } = await shop();
    const customer = await person();
    const id = (
      await customer.call('POST', '/conversations', { listingId: listing.id, message: 'Bei?' })
    ).json().id;
    const rude = (
      await owner.call('POST', `/conversations/${id}/messages`, { body: 'Maneno machafu' })
    ).json();
    const admin = await person('admin');
    expect((await admin.call('GET', `/admin/conversations/${id}`)).statusCode).toBe(404);

    const own = await owner.call('POST', `/conversations/${id}/messages/${rude.id}/report`, { why: 'x' });
    expect(own.statusCode).toBe(422);
    expect(own.json().error.reason).toBe('conversation.report_own');
    const stranger = await person();
    const foreign = await stranger.call('POST', `/conversations/${id}/messages/${rude.id}/report`, {
      why: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      const reported = await customer.call('POST', `/conversations/${id}/messages/${rude.id}/report`, {
        why: 'Matusi',
      });
      expect(reported.statusCode).toBe(204);
    }
    const seen = (await customer.call('GET', `/conversations/${id}`)).json().messages[1];
    expect(seen).toMatchObject({ id: rude.id, reportedByMe: true, hidden: false });

    const queue = (await admin.call('GET', '/admin/conversation-reports')).json().reports;
    const report = queue.find((r: { conversationId: string }) => r.conversationId === id);
    expect(report).toMatchObject({
      status: 'open',
      why: 'Matusi',
      reporterSide: 'customer',
      message: { id: rude.id, body: 'Maneno machafu', side: 'vendor' },
      customerName: 'Amina M.',
    });
    expect(queue.filter((r: { conversationId: string }) => r.conversationId === id)).toHaveLength(1);
    expect((await customer.call('GET', '/admin/conversation-reports')).statusCode).toBe(403);

    const whole = await admin.call('GET', `/admin/conversations/${id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().messages.map((m: { reported: boolean }) => m.reported)).toEqual([false, true]);
    const hidden = await admin.call('PATCH', `/admin/conversation-reports/${report.id}`, { action: 'hide' });
    expect(hidden.json()).toMatchObject({ status: 'hidden' });
    for (const side of [customer, owner]) {
      const message = (await side.call('GET', `/conversations/${id}`)).json().messages[1];
      expect(message).toMatchObject({ id: rude.id, body: '', hidden: true });
    }
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.user.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'conversation.message_hide',
      'conversation.read',
    ]);
    expect((await admin.call('GET', '/admin/conversation-reports')).json().reports).not.toContainEqual(
      expect.objectContaining({ id: report.id }),
    );
  });

  it('may be dismissed, the message left as it was', async () => {
    const { owner, listing } = await shop();
    const customer = await person();
    const id = (
      await customer.call('POST', '/conversations', { listingId: listing.id, message: 'Bei?' })
    ).json().id;
    const [first] = (await owner.call('GET', `/conversations/${id}`)).json().messages;
    await owner.call('POST', `/conversations/${id}/messages/${first.id}/report`, { why: 'Spam' });
    const admin = await person('admin');
    const report = (await admin.call('GET', '/admin/conversation-reports'))
      .json()
      .reports.find((r: { conversationId: string }) => r.conversationId === id);
    const dismissed = await admin.call('PATCH', `/admin/conversation-reports/${report.id}`, {
      action: 'dismiss',
    });
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', reporterSide: 'vendor' });
    expect((await customer.call('GET', `/conversations/${id}`)).json().messages[0]).toMatchObject({
      body: 'Bei?',
      hidden: false,
    });
    const refused = await admin.call('PATCH', `/admin/conversation-reports/${report.id}`, {
      action: 'delete',
    });
    expect(refused.json().error.reason).toBe('conversation.report_action_invalid');
  });
});
