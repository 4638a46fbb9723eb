// Whatever a client sends as an event, a change, an invitation or a hiding, the answer is a 4xx with a reason (or a
// success), never a 500; and the history and the admins' list page through many rows without losing one.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory } from '../../db/schema/all.ts';
import { buildEvent, dayIn, localIn } from './event-test-data.ts';

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    localIn(30),
    dayIn(20),
    dayIn(-2),
    '2031-02-30T10:00',
    'wedding',
    'sw',
    'chair',
    '0754 123 456',
  ),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
);

const body = fc.oneof(
  fc.record(
    {
      name: anyValue,
      kind: anyValue,
      startsAt: anyValue,
      venue: anyValue,
      story: anyValue,
      targetTzs: anyValue,
      pledgeDeadline: anyValue,
      showRaised: anyValue,
      language: anyValue,
      contact: anyValue,
      role: anyValue,
      reason: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('event bodies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let headers: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let eventId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const host = await buildUser(t.db);
    headers = bearer(await sessionTokenFor(t.db, host));
    const admin = await buildUser(t.db, { role: 'admin' });
    adminHeaders = bearer(await sessionTokenFor(t.db, admin));
    eventId = (await buildEvent(t.db, host.id)).id;
  });
  afterAll(() => t.close());

  const routes = () =>
    [
      ['POST', '/api/v1/events', headers],
      ['PATCH', `/api/v1/events/${eventId}`, headers],
      ['POST', `/api/v1/events/${eventId}/committee`, headers],
      ['POST', `/api/v1/admin/events/${eventId}/hide`, adminHeaders],
    ] as const;

  for (const index of [0, 1, 2, 3]) {
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
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 300) expect(res.json().error.reason).toBeTruthy();
        }),
        { numRuns: 50 },
      );
    });
  }

  it('pages a long history without losing or repeating an entry', async () => {
    const host = await buildUser(t.db);
    const event = await buildEvent(t.db, host.id);
    // Many rows in one statement share one created_at: the id orders them.
    await t.db.insert(eventHistory).values(
      Array.from({ length: 120 }, (_, i) => ({
        eventId: event.id,
        actorUserId: host.id,
        action: 'event_updated',
        details: { fields: `n${i}` },
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    const own = bearer(await sessionTokenFor(t.db, host));
    while (cursor !== null) {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const res = await t.app.inject({ url: `/api/v1/events/${event.id}/history${query}`, headers: own });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      seen.push(...page.entries.map((entry: { id: string }) => entry.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });
});
