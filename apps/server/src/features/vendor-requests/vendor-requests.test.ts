import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startSmtpCapture } from '../../../test/fakes/smtp-capture.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { rateLimitWindows } from '../../db/schema/platform.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';
import { pruneRateLimitWindows } from '../../platform/rate-limit.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

function post(t: TestApp, body: unknown, remoteAddress = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/vendor-requests',
    payload: body as object,
    remoteAddress,
  });
}

describe('POST /api/v1/vendor-requests', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, ADMIN_EMAIL: 'vendors@sherehe.test', VENDOR_REQUESTS_PER_HOUR: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from rate_limit_windows`);
  });

  it('stores a Tanzanian phone number in E.164 and answers 201', async () => {
    const res = await post(t, { request_contact: ' 0754 123 456 ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'pending' });
    const [row] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, body.id));
    expect(row).toMatchObject({
      requestContact: '0754 123 456',
      contact: '+255754123456',
      contactKind: 'phone',
      status: 'pending',
      clientAddress: '10.0.0.1',
    });
    expect(new Date(body.createdAt).getTime()).toBe(row?.createdAt.getTime());
  });

  it('accepts an e-mail address and mails the admin address through SMTP', async () => {
    const res = await post(t, { request_contact: 'Neema@Example.co.tz' }, '10.0.0.2');
    expect(res.statusCode).toBe(201);
    await t.app.jobs.drain();
    const mail = smtp.messages.find((m) => m.raw.includes(res.json().id));
    expect(mail?.to).toEqual(['vendors@sherehe.test']);
    expect(mail?.raw).toContain('neema@example.co.tz');
    const [outbox] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'vendors@sherehe.test'));
    expect(outbox?.status).toBe('sent');
  });

  it('keeps the optional business name, kind and language, and tells the admin the name and kind', async () => {
    const res = await post(
      t,
      {
        request_contact: '0755 321 321',
        business_name: ' Mama Asha Mapambo ',
        business_kind: 'decoration',
        language: 'sw',
      },
      '10.0.0.4',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, res.json().id));
    expect(row).toMatchObject({
      businessName: 'Mama Asha Mapambo',
      businessKind: 'decoration',
      language: 'sw',
    });
    await t.app.jobs.drain();
    const mail = smtp.messages.find((m) => m.raw.includes(res.json().id));
    expect(mail?.raw).toContain('Business: Mama Asha Mapambo');
    expect(mail?.raw).toContain('Kind of business: Decoration');

    // Left empty on the form, they are simply not given.
    const plain = await post(
      t,
      { request_contact: '0755 321 322', business_name: '', business_kind: '' },
      '10.0.0.4',
    );
    expect(plain.statusCode).toBe(201);
    const [bare] = await t.db.select().from(vendorRequests).where(eq(vendorRequests.id, plain.json().id));
    expect(bare).toMatchObject({ businessName: null, businessKind: null, language: null });
  });

  it.each([
    [{ request_contact: '0754 123 456', business_kind: 'rockets' }, 'There is no such kind of business.'],
    [{ request_contact: '0754 123 456', business_name: 'x'.repeat(121) }, 'Keep the business name under 120'],
    [{ request_contact: '' }, 'Please enter an email or phone number.'],
    [{ request_contact: '    ' }, 'Please enter an email or phone number.'],
    [{}, 'Please enter an email or phone number.'],
    [{ request_contact: 'call me maybe' }, 'Enter a valid email address or phone number'],
    [{ request_contact: 'amina@' }, 'Enter a valid email address or phone number'],
    [{ request_contact: '0754' }, 'Enter a valid email address or phone number'],
    [{ request_contact: `${'x'.repeat(300)}@example.com` }, 'Keep it under 254 characters.'],
    [{ request_contact: 42 }, 'Please enter an email or phone number.'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const before = await t.db.$count(vendorRequests);
    const res = await post(t, body, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(res.json().error.message).toContain(message);
    expect(await t.db.$count(vendorRequests)).toBe(before);
  });

  it('answers 400, not 500, to a body that is not JSON or too large', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"request_contact": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request body is not valid JSON.');
    const huge = await post(t, { request_contact: 'a'.repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('payload_too_large');
    expect(huge.body).not.toMatch(/at .*\.ts/);
  });

  it('limits each client address and says when to try again', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(t, { request_contact: `+25575400000${i}` }, '10.9.9.9')).statusCode).toBe(201);
    }
    const limited = await post(t, { request_contact: '+255754000009' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // another client is not affected
    expect((await post(t, { request_contact: '+255754000010' }, '10.9.9.10')).statusCode).toBe(201);
  });

  it('opens a new window once the old one has passed', async () => {
    for (let i = 0; i < 4; i++) await post(t, { request_contact: `+25576500000${i}` }, '10.8.8.8');
    expect((await post(t, { request_contact: '+255765000008' }, '10.8.8.8')).statusCode).toBe(429);
    await t.db.execute(sql`update rate_limit_windows set window_start = now() - interval '2 hours'`);
    expect((await post(t, { request_contact: '+255765000009' }, '10.8.8.8')).statusCode).toBe(201);
  });

  it('forgets windows that ended long ago', async () => {
    await post(t, { request_contact: '+255765000001' }, '10.7.7.1');
    await post(t, { request_contact: '+255765000002' }, '10.7.7.2');
    await t.db.execute(sql`update rate_limit_windows set window_start = now() - interval '2 days'
                           where key like '%10.7.7.1'`);
    await pruneRateLimitWindows(t.db);
    const keys = (await t.db.select().from(rateLimitWindows)).map((row) => row.key);
    expect(keys).toEqual(['vendor-request:10.7.7.2']);
  });
});

describe('vendor requests when the mail gateway is down', () => {
  it('keeps the request and leaves the mail pending for a retry', async () => {
    const t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await post(t, { request_contact: '+255 713 555 010' });
      expect(res.statusCode).toBe(201);
      await t.app.jobs.drain();
      const [outbox] = await t.db.select().from(outboxMessages);
      expect(outbox).toMatchObject({ status: 'pending', attempts: 1 });
      expect(outbox?.lastError).toBeTruthy();
      expect(outbox?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      expect(await t.db.$count(vendorRequests)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('vendor requests behind a load balancer', () => {
  it('takes the client address the trusted proxy saw, not what the client wrote', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/vendor-requests',
        payload: { request_contact: '0754 123 456' },
        remoteAddress: '10.0.0.5', // the load balancer
        headers: { 'x-forwarded-for': 'forged-by-client, 196.41.52.7' },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(vendorRequests);
      expect(row?.clientAddress).toBe('196.41.52.7');
    } finally {
      await t.close();
    }
  });
});

describe('the per-address limit and X-Forwarded-For', () => {
  const fromBalancer = (t: Awaited<ReturnType<typeof buildTestApp>>, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-requests',
      payload: { request_contact: '0754 123 456' },
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': client },
    });

  it('counts each client behind a trusted proxy on its own', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '1', VENDOR_REQUESTS_PER_HOUR: '1' } });
    try {
      expect((await fromBalancer(t, '196.41.52.7')).statusCode).toBe(201);
      expect((await fromBalancer(t, '196.41.52.8')).statusCode).toBe(201);
      expect((await fromBalancer(t, '196.41.52.7')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('ignores the header without TRUST_PROXY, so a client cannot pick a fresh address for each request', async () => {
    const t = await buildTestApp({ env: { VENDOR_REQUESTS_PER_HOUR: '1' } });
    try {
      expect((await fromBalancer(t, '196.41.52.7')).statusCode).toBe(201);
      expect((await fromBalancer(t, '196.41.52.8')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
