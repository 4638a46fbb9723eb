// Photos in conversations through HTTP on a real database: sent by either side and told as a message, read back by
// the two sides only (admins once something was reported, hidden ones too), a file that is no image refused, and
// each side's limit.
import { MESSAGE_PHOTOS_MAX } from '@sherehe/core/conversation-rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inquiryOf, peopleOf } from '../../../test/conversation-people.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { conversationMessages } from '../../db/schema/conversations.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { elfBytes, testImage } from '../../platform/storage/test-images.ts';
import { conversationImagesInUse } from './photos.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const person = peopleOf(() => t);

describe('photos in a conversation', () => {
  it('are sent by either side, told to the other once (with the message they follow), and read back by the two sides only', async () => {
    const { id, owner, customer } = await inquiryOf(person, t);
    const sent = await customer.upload(`/conversations/${id}/photos`, await testImage('jpeg', 1600, 1200));
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({
      side: 'customer',
      body: '',
      mine: true,
      photo: { width: 1280, height: 960 },
    });

    const url = `/conversations/${id}/messages/${message.id}/photo`;
    for (const side of [customer, owner]) {
      const photo = await side.call('GET', url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe('private, max-age=3600');
      expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    const stranger = await person();
    const admin = await person('admin');
    for (const outsider of [stranger, admin]) {
      expect((await outsider.call('GET', url)).json().error.reason).toBe('conversation.not_found');
      const pushed = await outsider.upload(`/conversations/${id}/photos`, await testImage('png', 400, 300));
      expect(pushed.statusCode).toBe(404);
    }
    // Never served by /media, which serves anyone.
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, message.id));
    expect(row?.photoKey).toMatch(/^private-/);
    expect((await t.app.inject({ method: 'GET', url: `/media/${row?.photoKey}/640.webp` })).statusCode).toBe(
      404,
    );
    expect((await conversationImagesInUse(t.db)).has(row?.photoKey ?? '')).toBe(true);

    const thread = (await owner.call('GET', `/conversations/${id}`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ id: message.id, photo: { width: 1280, height: 960 } });
    const inbox = (await owner.call('GET', '/vendor/conversations')).json().conversations[0];
    expect(inbox).toMatchObject({ unread: 2, lastMessage: { body: '', photo: true, side: 'customer' } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'message.received')));
    // The photo came right after the unread inquiry: the inquiry's notice leads to both.
    expect(told).toHaveLength(1);
    // Once the vendor has read them, a new photo is news again.
    expect((await owner.call('POST', `/conversations/${id}/read`)).statusCode).toBe(204);
    await customer.upload(`/conversations/${id}/photos`, await testImage('png', 400, 300));
    const toldAgain = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'message.received')));
    expect(toldAgain).toHaveLength(2);
  });

  it('refuse a file that is no image, and a side past its limit', async () => {
    const { id, customer, owner } = await inquiryOf(person, t);
    const elf = await customer.upload(`/conversations/${id}/photos`, elfBytes());
    expect(elf.statusCode).toBe(400);
    expect(elf.json().error.reason).toBe('upload.not_image');
    // The limit counts what is stored, so the test writes the side's photos straight in.
    await t.db.execute(sql`insert into conversation_messages (conversation_id, side, sender_id, body, photo_key,
      photo_width, photo_height) select ${id}, 'customer', ${customer.user.id}, '', 'private-x', 10, 10
      from generate_series(1, ${MESSAGE_PHOTOS_MAX})`);
    const over = await customer.upload(`/conversations/${id}/photos`, await testImage('jpeg', 400, 300));
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ reason: 'conversation.too_many_photos' });
    // The other side's photos are counted apart.
    const vendorSent = await owner.upload(`/conversations/${id}/photos`, await testImage('jpeg', 400, 300));
    expect(vendorSent.statusCode, vendorSent.body).toBe(201);
  });

  it('are read by admins once the conversation is reported, and hidden ones by admins only', async () => {
    const { id, owner, customer } = await inquiryOf(person, t);
    const sent = (
      await owner.upload(`/conversations/${id}/photos`, await testImage('jpeg', 800, 600))
    ).json();
    const url = `/conversations/${id}/messages/${sent.id}/photo`;
    const reported = await customer.call('POST', `/conversations/${id}/messages/${sent.id}/report`, {
      why: 'Picha ina namba ya simu',
    });
    expect(reported.statusCode).toBe(204);
    const admin = await person('admin');
    expect((await admin.call('GET', url)).statusCode).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), eq(auditLog.action, 'conversation.photo_read')));
    expect(audited).toEqual([expect.objectContaining({ targetId: id, details: { messageId: sent.id } })]);
    const whole = (await admin.call('GET', `/admin/conversations/${id}`)).json();
    expect(whole.messages.find((each: { id: string }) => each.id === sent.id)).toMatchObject({ photo: true });

    const report = (await admin.call('GET', '/admin/conversation-reports'))
      .json()
      .reports.find((each: { conversationId: string }) => each.conversationId === id);
    expect(report.message).toMatchObject({ id: sent.id, body: '', photo: true });
    await admin.call('PATCH', `/admin/conversation-reports/${report.id}`, { action: 'hide' });
    for (const side of [owner, customer]) {
      expect((await side.call('GET', url)).json().error.reason).toBe('conversation.message_not_found');
      const seen = (await side.call('GET', `/conversations/${id}`)).json().messages.at(-1);
      expect(seen).toMatchObject({ id: sent.id, hidden: true, photo: null });
    }
    expect((await admin.call('GET', url)).statusCode).toBe(200);
  });
});
