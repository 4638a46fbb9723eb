// Texts by WhatsApp (issue 40), through HTTP on a real database with Meta's Cloud API and the SMS gateway faked on
// 127.0.0.1: a person who chose WhatsApp gets Sherehe's news as the template, in their language; codes they ask for
// stay SMS; a send the Cloud API refuses as unreachable goes by SMS; STOP on WhatsApp (signed) stops texts by either way;
// an unsigned or badly signed delivery changes nothing; the subscription check answers only our token.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { inquiryOf, peopleOf } from '../../../test/conversation-people.ts';
import { startSmsGateway } from '../../../test/fakes/sms-gateway.ts';
import { startWhatsAppCloud } from '../../../test/fakes/whatsapp-cloud.ts';
import { parseConfig } from '../../config.ts';
import { users } from '../../db/schema/accounts.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';

const APP_SECRET = 'whatsapp-app-secret-for-tests';
const VERIFY_TOKEN = 'whatsapp-verify-token-for-tests';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let cloud: Awaited<ReturnType<typeof startWhatsAppCloud>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  cloud = await startWhatsAppCloud();
  gateway = await startSmsGateway();
  t = await buildTestApp({
    env: {
      ...cloud.env,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      SMS_API_URL: gateway.url,
      SMS_USERNAME: 'sherehe',
      SMS_API_KEY: gateway.apiKey,
    },
  });
});
afterAll(async () => {
  await t.close();
  await cloud.close();
  await gateway.close();
});

const person = peopleOf(() => t);
const deliver = () => t.app.jobs.drain();
const outboxTo = (phone: string | null) =>
  t.db
    .select({ channel: outboxMessages.channel, status: outboxMessages.status })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone ?? ''));

function webhook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-hub-signature-256': `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}` }
        : { 'x-hub-signature-256': signature }),
    },
    payload: raw,
  });
}
const replyFrom = (phone: string, text: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    { changes: [{ value: { messages: [{ from: phone.slice(1), type: 'text', text: { body: text } }] } }] },
  ],
});

const statusOf = (providerId: string, status: string, code?: number) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      changes: [
        {
          value: {
            statuses: [
              {
                id: providerId,
                status,
                recipient_id: '255754000000',
                ...(code ? { errors: [{ code }] } : {}),
              },
            ],
          },
        },
      ],
    },
  ],
});

describe('texts by WhatsApp', () => {
  it("is the person's own choice: offered, on, off; refused without a phone", async () => {
    const someone = await person();
    const before = await someone.call('GET', '/me/whatsapp-texts');
    expect(before.json()).toEqual({ offered: true, on: false, phone: someone.user.phone, stopped: false });
    const on = await someone.call('PUT', '/me/whatsapp-texts', { on: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().on).toBe(true);
    const bad = await someone.call('PUT', '/me/whatsapp-texts', { on: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.reason).toBe('whatsapp.choice_invalid');
    expect((await someone.call('PUT', '/me/whatsapp-texts', { on: false })).json().on).toBe(false);

    await t.db
      .update(users)
      .set({ phone: null, email: `no-phone-${Date.now()}@sherehe.test` })
      .where(eq(users.id, someone.user.id));
    const noPhone = await someone.call('PUT', '/me/whatsapp-texts', { on: true });
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().error.reason).toBe('whatsapp.no_phone');
  });

  it("sends Sherehe's news as the template in the person's language; a number not on WhatsApp gets it by SMS", async () => {
    const { owner, customer, id } = await inquiryOf(person, t);
    await t.db.update(users).set({ language: 'sw' }).where(eq(users.id, customer.user.id));
    expect((await customer.call('PUT', '/me/whatsapp-texts', { on: true })).statusCode).toBe(200);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Karibu!' });
    await deliver();
    const sent = cloud.messages.filter((message) => `+${message.to}` === customer.user.phone);
    expect(sent).toEqual([
      {
        to: customer.user.phone?.slice(1),
        template: 'sherehe_update',
        language: 'sw',
        parameter: expect.stringMatching(
          /^Baraka Catering amekuandikia kuhusu Chakula cha harusi\. Soma na ujibu: /,
        ),
      },
    ]);
    expect(await outboxTo(customer.user.phone)).toEqual([{ channel: 'whatsapp', status: 'sent' }]);
    // The vendor did not choose WhatsApp: their text about the inquiry went by SMS.
    expect(gateway.messages.filter((message) => message.to === owner.user.phone)).toHaveLength(1);

    // Read, then a number WhatsApp cannot reach: the same text by SMS, in the same row.
    expect((await customer.call('POST', `/conversations/${id}/read`)).statusCode).toBe(204);
    cloud.failNextWith(131026);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Umeamua?' });
    await deliver();
    const texted = gateway.messages.filter((message) => message.to === customer.user.phone);
    expect(texted).toHaveLength(1);
    expect(texted[0]?.message).toMatch(/^Sherehe: Baraka Catering amekuandikia/);
    expect(await outboxTo(customer.user.phone)).toContainEqual({ channel: 'sms', status: 'sent' });
  });

  it('sends again by SMS what WhatsApp reports later it could not deliver, and forgets what it delivered', async () => {
    const { owner, customer, id } = await inquiryOf(person, t);
    await customer.call('PUT', '/me/whatsapp-texts', { on: true });
    const phone = customer.user.phone ?? '';
    const sentOf = async () =>
      (
        await t.db
          .select({
            providerId: outboxMessages.providerId,
            body: outboxMessages.body,
            channel: outboxMessages.channel,
          })
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, phone))
      ).at(-1);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Karibu!' });
    await deliver();
    const first = await sentOf();
    expect(first?.providerId).toMatch(/^wamid\./);
    expect(first?.body).not.toBe(''); // kept until WhatsApp says it was delivered
    const delivered = await webhook(statusOf(first?.providerId ?? '', 'delivered'));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await sentOf())?.body).toBe('');

    expect((await customer.call('POST', `/conversations/${id}/read`)).statusCode).toBe(204);
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Umeamua?' });
    await deliver();
    const second = await sentOf();
    const textsBefore = gateway.messages.filter((message) => message.to === phone).length;
    // A failure for another reason changes nothing; the number without WhatsApp gets the text, once, however often told.
    await webhook(statusOf(second?.providerId ?? '', 'failed', 131000));
    await webhook(statusOf(second?.providerId ?? '', 'failed', 131026));
    await webhook(statusOf(second?.providerId ?? '', 'failed', 131026));
    await deliver();
    const texted = gateway.messages.filter((message) => message.to === phone);
    expect(texted).toHaveLength(textsBefore + 1);
    expect(texted.at(-1)?.message).toMatch(
      /^Sherehe: Baraka Catering amekuandikia|^Sherehe: Baraka Catering wrote/,
    );
    expect((await sentOf())?.channel).toBe('sms');
  });

  it('keeps a code the person asked for on SMS', async () => {
    const someone = await person();
    await someone.call('PUT', '/me/whatsapp-texts', { on: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/request',
      payload: { identifier: someone.user.phone },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await deliver();
    const rows = await outboxTo(someone.user.phone);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.channel === 'sms')).toBe(true);
  });

  it('takes STOP on WhatsApp, signed, as STOP: no more texts either way', async () => {
    const { owner, customer, id } = await inquiryOf(person, t);
    await customer.call('PUT', '/me/whatsapp-texts', { on: true });
    const phone = customer.user.phone ?? '';
    // Unsigned, or signed with another secret: refused as if the address did not exist, and nothing changes.
    const forged = await webhook(replyFrom(phone, 'STOP'), 'sha256=00');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.reason).toBe('whatsapp.webhook_forbidden');
    expect((await customer.call('GET', '/me/whatsapp-texts')).json().stopped).toBe(false);

    const stopped = await webhook(replyFrom(phone, 'stop'));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await customer.call('GET', '/me/whatsapp-texts')).json().stopped).toBe(true);
    const before = cloud.messages.length;
    await owner.call('POST', `/conversations/${id}/messages`, { body: 'Karibu!' });
    await deliver();
    expect(cloud.messages.length).toBe(before);
    expect(
      await t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, phone))),
    ).toHaveLength(0);
  });

  it("answers Meta's subscription check with our token only", async () => {
    const check = (token: string) =>
      t.app.inject({
        url: `/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('someone-else-s-token-000')).statusCode).toBe(404);
  });

  it('is not offered beside a real SMS gateway without the Cloud API, and needs its webhook when set', async () => {
    const smsOnly = await buildTestApp({
      env: { SMS_API_URL: gateway.url, SMS_USERNAME: 'sherehe', SMS_API_KEY: gateway.apiKey },
    });
    try {
      const someone = await peopleOf(() => smsOnly)();
      expect((await someone.call('GET', '/me/whatsapp-texts')).json().offered).toBe(false);
      const refused = await someone.call('PUT', '/me/whatsapp-texts', { on: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.reason).toBe('whatsapp.not_offered');
    } finally {
      await smsOnly.close();
    }
    expect(() => parseConfig({ LOG_LEVEL: 'silent', ...cloud.env })).toThrow(/WHATSAPP_APP_SECRET/);
  });
});
