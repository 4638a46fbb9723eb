// Repeats of a pending Become Vendor request fold into the first: one row, the same answer, one mail to the admins,
// also when the repeats arrive at the same instant (on PostgreSQL they really run in parallel).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { vendorRequests } from '../../db/schema/vendor-requests.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

function post(t: TestApp, requestContact: string, remoteAddress = '10.1.0.1') {
  return Promise.resolve(
    t.app.inject({
      method: 'POST',
      url: '/api/v1/vendor-requests',
      payload: { request_contact: requestContact },
      remoteAddress,
    }),
  );
}

/** Announcements to the admins about a contact (a delivered message keeps its subject; its body is cleared). */
async function announcementsOf(t: TestApp, shownContact: string) {
  return t.db.$count(outboxMessages, eq(outboxMessages.subject, `New vendor request: ${shownContact}`));
}

describe('repeated Become Vendor requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { VENDOR_REQUESTS_PER_HOUR: '100' } });
  });
  afterAll(() => t.close());

  it('folds a repeat, however the contact is written, into the pending request', async () => {
    const first = await post(t, '0754 222 333');
    expect(first.statusCode).toBe(201);
    const again = await post(t, '+255 754 222 333', '10.1.0.2');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.$count(vendorRequests, eq(vendorRequests.contact, '+255754222333'))).toBe(1);
    expect(await announcementsOf(t, '+255 754 222 333')).toBe(1);
  });

  it('folds identical requests sent at the same time: one row, one answer, one announcement', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => post(t, 'Zawadi@Example.co.tz', `10.2.0.${index + 1}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(await t.db.$count(vendorRequests, eq(vendorRequests.contact, 'zawadi@example.co.tz'))).toBe(1);
    expect(await announcementsOf(t, 'zawadi@example.co.tz')).toBe(1);
  });

  it('takes a new request once the earlier one has been decided', async () => {
    const first = await post(t, '+255 713 000 444');
    await t.db.execute(sql`update vendor_requests set status = 'rejected' where id = ${first.json().id}`);
    const later = await post(t, '0713 000 444');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
    expect(later.json().status).toBe('pending');
  });
});
