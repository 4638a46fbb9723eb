// Whatever a client sends to register, sign in or reset a password, the answer is a clear 4xx (or a success), never a 500.

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
);

const body = fc.oneof(
  fc.record(
    { name: anyValue, identifier: anyValue, password: anyValue, token: anyValue, language: anyValue },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

describe('register, sign-in and password-reset bodies', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  for (const url of [
    '/api/v1/auth/register',
    '/api/v1/auth/register/confirm',
    '/api/v1/auth/sign-in',
    '/api/v1/auth/password-reset/request',
    '/api/v1/auth/password-reset',
  ]) {
    it(`${url} never answers 500 to arbitrary input`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          await t.db.execute(sql`delete from rate_limit_windows`);
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect(res.statusCode).toBeLessThan(500);
          const answer = res.json();
          if (res.statusCode >= 300) expect(answer).toHaveProperty('error.message');
          else expect(answer.user ?? answer.message).toBeTruthy();
        }),
        { numRuns: 60 },
      );
    });
  }
});
