// Whatever a client sends to the michango and reminder routes (the Contribute form, a pledge's payment, the
// committee's contributors, payments, reversals, imports, ledger queries and reminders, the SMS gateway's callback),
// the answer is a 4xx with a reason (or a success), never a 500.
import { addDays, todayInTanzania } from '@sherehe/core/booking-rules';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent } from '../../../test/event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';

const SECRET = 'inbound-secret-of-the-sms-gateway-0123';

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    1_000,
    50_000,
    3_000_000_000,
    Number.MAX_SAFE_INTEGER,
    -1,
    '0754 123 456',
    '+255754000111',
    'cash',
    'bank',
    'mobile_money',
    'deadline',
    'event',
    'STOP',
    addDays(todayInTanzania(), -3),
    addDays(todayInTanzania(), 3),
    '=HYPERLINK("x")',
  ),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
);

const body = fc.oneof(
  fc.record(
    {
      name: anyValue,
      phone: anyValue,
      email: anyValue,
      amountTzs: anyValue,
      payNowTzs: anyValue,
      message: anyValue,
      language: anyValue,
      dueDate: anyValue,
      cancelled: anyValue,
      method: anyValue,
      receipt: anyValue,
      paidOn: anyValue,
      reason: anyValue,
      anchor: anyValue,
      daysBefore: anyValue,
      onlyUnpaid: anyValue,
      minOutstandingTzs: anyValue,
      from: anyValue,
      text: anyValue,
      number: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('michango bodies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let headers: Record<string, string>;
  let eventId: string;
  let code: string;
  let token: string;
  let pledgeId: string;
  let paymentId: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENTS_PROVIDER: 'simulator', SMS_INBOUND_SECRET: SECRET } });
    const host = await buildUser(t.db);
    headers = bearer(await sessionTokenFor(t.db, host));
    const event = await buildEvent(t.db, { hostUserId: host.id });
    eventId = event.id;
    code = event.code;
    const pledged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/events/${code}/pledges`,
      payload: { name: 'Asha', phone: '0754 000 111', amountTzs: 100_000, language: 'sw' },
    });
    token = pledged.json().pledgeToken;
    const ledger = await t.app.inject({ url: `/api/v1/events/${eventId}/ledger`, headers });
    pledgeId = ledger.json().rows[0].id;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${eventId}/pledges/${pledgeId}/payments`,
      headers,
      payload: { amountTzs: 1_000, method: 'cash', receipt: 'R-1' },
    });
    paymentId = paid.json().payments[0].id;
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ['POST', `/api/v1/public/events/${code}/pledges`, {}],
      ['POST', `/api/v1/public/pledges/${token}/payments`, {}],
      ['POST', `/api/v1/events/${eventId}/pledges`, headers],
      ['PATCH', `/api/v1/events/${eventId}/pledges/${pledgeId}`, headers],
      ['POST', `/api/v1/events/${eventId}/pledges/${pledgeId}/payments`, headers],
      ['POST', `/api/v1/events/${eventId}/payments/${paymentId}/reverse`, headers],
      ['POST', `/api/v1/events/${eventId}/reminder-rules`, headers],
      ['POST', `/api/v1/events/${eventId}/reminders/preview`, headers],
      ['POST', `/api/v1/dev/phone/replies`, {}],
    ] as const;

  for (const index of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`route ${index} never answers 500 to arbitrary input`, { timeout: 120_000 }, async () => {
      const [method, url, who] = routes()[index] as ReturnType<typeof routes>[number];
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await t.app.inject({
            method,
            url,
            headers: { ...who, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 300) expect(res.json().error.reason).toBeTruthy();
        }),
        { numRuns: 40 },
      );
    });
  }

  it('the ledger query, the import and the SMS callback never answer 500', { timeout: 120_000 }, async () => {
    const query = fc.dictionary(
      fc.constantFrom('q', 'status', 'sort', 'dir', 'offset', 'limit', 'format'),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('-1', '1e9', 'paid', 'name', 'asc', '%', '_')),
    );
    await fc.assert(
      fc.asyncProperty(query, fc.string({ maxLength: 400 }), async (params, text) => {
        const search = new URLSearchParams(params).toString();
        for (const url of [
          `/api/v1/events/${eventId}/ledger?${search}`,
          `/api/v1/events/${eventId}/ledger/export?${search}`,
        ]) {
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        }
        const imported = await t.app.inject({
          method: 'POST',
          url: `/api/v1/events/${eventId}/pledges/import`,
          headers: { ...headers, 'content-type': 'text/csv' },
          payload: `Name,Phone,Pledged\n${text}`,
        });
        expect(imported.statusCode, `${text} ${imported.body}`).toBeLessThan(500);
        const inbound = await t.app.inject({
          method: 'POST',
          url: `/api/v1/sms/inbound/${SECRET}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: search + text,
        });
        expect(inbound.statusCode, `${search}${text} ${inbound.body}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
