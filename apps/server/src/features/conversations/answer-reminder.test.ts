// The vendor's reminder an hour after a customer's message: told once per wait without an answer, not when they
// answered meanwhile, and again for a new wait.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { peopleOf } from '../../../test/conversation-people.ts';
import { buildListing, buildVendor } from '../../../test/marketplace-factories.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { remindIfUnanswered } from './answer-reminder.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t);

const reminders = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message.waiting')));

describe('the reminder to answer', () => {
  it('reminds the vendor once per unanswered wait, and not when they answered', async () => {
    const owner = await person('vendor', 'Baraka Mushi');
    const vendor = await buildVendor(t.db, { userId: owner.user.id, businessName: 'Baraka Catering' });
    const listing = await buildListing(t.db, { vendorId: vendor.id, title: 'Chakula cha harusi' });
    const customer = await person();
    const asked = (
      await customer.call('POST', '/conversations', { listingId: listing.id, message: 'Bei?' })
    ).json();
    const askedAt = asked.messages[0].sentAt as string;
    const again = await customer.call('POST', `/conversations/${asked.id}/messages`, { body: 'Habari?' });
    const againAt = again.json().sentAt as string;

    await remindIfUnanswered(t.db, { conversationId: asked.id, askedAt });
    await remindIfUnanswered(t.db, { conversationId: asked.id, askedAt: againAt });
    const told = await reminders(owner.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toEqual({ fromName: 'Amina M.', about: 'Chakula cha harusi' });
    expect(told[0]?.path).toBe(`/event-planners/messages/${asked.id}`);

    // Answered: the check of an earlier message finds the answer and says nothing.
    await owner.call('POST', `/conversations/${asked.id}/messages`, { body: 'Karibu!' });
    await remindIfUnanswered(t.db, { conversationId: asked.id, askedAt });
    expect(await reminders(owner.user.id)).toHaveLength(1);

    // A new question after the answer is a new wait.
    const third = await customer.call('POST', `/conversations/${asked.id}/messages`, {
      body: 'Na vinywaji?',
    });
    await remindIfUnanswered(t.db, { conversationId: asked.id, askedAt: third.json().sentAt });
    expect(await reminders(owner.user.id)).toHaveLength(2);
  });
});
