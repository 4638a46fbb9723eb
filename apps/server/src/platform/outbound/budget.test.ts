// The outbound budget through HTTP and in its own right, on a real database: a person past an allowance is refused
// with the allowance's reason and nothing of the request is kept; Sherehe's own messages are held back instead; every
// held message reaches the admin's list.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventMembers } from '../../db/schema/events.ts';
import { outboundHeld } from '../../db/schema/outbound.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { enqueueSms } from '../mail/outbox.ts';
import { OUTBOUND_LIMITS, setSiteAllowance, spendOutbound } from './budget.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator' } });
});
afterEach(() => t.close());

let serial = 0;
const phone = () => `+2557150${String(10_000 + ++serial).slice(-5)}`;

async function host() {
  const user = await buildUser(t.db, { name: 'Mvamizi' });
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

const invite = (headers: Record<string, string>, eventId: string, contact: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/committee`,
    headers,
    payload: { contact, role: 'member' },
  });

describe('texts a person makes Sherehe send', () => {
  it('the 91st text of the hour is refused with its reason; nothing of that invitation is kept; the admin sees it', async () => {
    const { user, headers } = await host();
    const events = await Promise.all([1, 2, 3].map(() => buildEvent(t.db, { hostUserId: user.id })));
    // A committee holds 40: the first 90 invitations go to three events.
    for (let sent = 0; sent < OUTBOUND_LIMITS.message.sender; sent++) {
      const event = events[Math.floor(sent / 40)] as (typeof events)[number];
      const answer = await invite(headers, event.id, phone());
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const last = events[2] as (typeof events)[number];
    const contact = phone();
    const refused = await invite(headers, last.id, contact);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.reason).toBe('outbound.sender_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.select().from(eventMembers).where(eq(eventMembers.contact, contact))).toEqual([]);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, contact))).toEqual([]);

    const held = await t.db.select().from(outboundHeld);
    expect(held).toMatchObject([
      {
        channel: 'sms',
        recipient: contact,
        senderKind: 'account',
        sender: user.id,
        eventId: last.id,
        rule: 'sender',
      },
    ]);
    const admin = await buildUser(t.db, { role: 'admin' });
    const list = await t.app.inject({
      url: '/api/v1/admin/held-messages',
      headers: bearer(await sessionTokenFor(t.db, admin)),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      messages: [
        {
          channel: 'sms',
          recipient: contact,
          sender: { kind: 'account', id: user.id, name: 'Mvamizi' },
          event: { id: last.id },
          rule: 'sender',
        },
      ],
      nextCursor: null,
      lastDay: { sender: 1, recipient: 0, event: 0, site: 0 },
    });
    expect((await t.app.inject({ url: '/api/v1/admin/held-messages', headers })).statusCode).toBe(403);
  });

  it('one person texts one number at most five times an hour, whatever the event', async () => {
    const { user, headers } = await host();
    const target = phone();
    const answers = [];
    for (let round = 0; round < 6; round++) {
      const event = await buildEvent(t.db, { hostUserId: user.id });
      answers.push(await invite(headers, event.id, target));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]?.json().error.reason).toBe('outbound.recipient_limit');
  });
});

describe('payment prompts a person asks for', () => {
  it('an address gets 15 prompts a day; the 16th pledge paid now is refused and leaves no pledge', async () => {
    const event = await buildEvent(t.db);
    const pledge = (to: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/events/${event.code}/pledges`,
        payload: { name: 'Asha', phone: to, amountTzs: 10_000, payNowTzs: 10_000, language: 'sw' },
        remoteAddress: '10.9.8.7',
      });
    for (let n = 0; n < OUTBOUND_LIMITS.prompt.sender; n++) {
      const answer = await pledge(phone());
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const to = phone();
    const refused = await pledge(to);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.reason).toBe('outbound.prompt_sender_limit');
    const [held] = await t.db.select().from(outboundHeld).where(eq(outboundHeld.recipient, to));
    expect(held).toMatchObject({
      channel: 'prompt',
      senderKind: 'address',
      sender: '10.9.8.7',
      rule: 'sender',
    });
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to))).toEqual([]);
  });

  it('one phone gets at most five prompts an hour from people', async () => {
    const to = phone();
    const spend = (n: number) =>
      t.db.transaction((tx) =>
        spendOutbound(tx, {
          channel: 'prompt',
          to,
          origin: { account: `00000000-0000-4000-8000-00000000000${n}` },
        }),
      );
    for (let n = 0; n < OUTBOUND_LIMITS.prompt.recipient; n++) await expect(spend(n)).resolves.toBe(true);
    await expect(spend(9)).rejects.toMatchObject({ reason: 'outbound.prompt_recipient_limit' });
  });
});

describe("Sherehe's own messages", () => {
  it('past the site allowance are held back, not refused: the record they are about is still saved', async () => {
    setSiteAllowance(2);
    try {
      // People are refused at the site's allowance; Sherehe's own have twice that, then are held back.
      const person = await t.db
        .transaction(async (tx) => {
          for (let n = 0; n < 3; n++) {
            await enqueueSms(tx, { to: phone(), text: `p${n}` }, { origin: { address: '10.1.1.1' } });
          }
        })
        .catch((error: unknown) => error);
      expect(person).toMatchObject({ reason: 'outbound.site_limit' });
      const to = phone();
      const queued = await t.db.transaction(async (tx) => {
        const answers = [];
        for (let n = 0; n < 5; n++) {
          answers.push(await enqueueSms(tx, { to, text: `n${n}` }, { origin: 'sherehe' }));
        }
        return answers;
      });
      expect(queued).toEqual([true, true, true, true, false]);
      const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
      expect(sent).toHaveLength(4);
      expect(await t.db.select().from(outboundHeld)).toMatchObject([
        { channel: 'sms', recipient: to, senderKind: 'sherehe', sender: null, rule: 'site' },
      ]);
    } finally {
      setSiteAllowance(5000);
    }
  });
});
