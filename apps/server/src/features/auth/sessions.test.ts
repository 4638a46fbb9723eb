import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';

describe('signed-in devices', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists only your own sessions and marks the current one', async () => {
    const amina = await buildUser(t.db);
    const phone = await sessionTokenFor(t.db, amina);
    await sessionTokenFor(t.db, amina);
    await sessionTokenFor(t.db, await buildUser(t.db)); // someone else's
    const res = await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    const listed = res.json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it("cannot end someone else's session by changing the id", async () => {
    const owner = await buildUser(t.db);
    const ownerToken = await sessionTokenFor(t.db, owner);
    const [ownerSession] = (
      await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(ownerToken) })
    ).json().sessions;
    const intruder = await sessionTokenFor(t.db, await buildUser(t.db));
    const attempt = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${ownerSession.id}`,
      headers: bearer(intruder),
    });
    expect(attempt.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(ownerToken) })).statusCode).toBe(
      200,
    );

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${ownerSession.id}`,
      headers: bearer(ownerToken),
    });
    expect(own.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(ownerToken) })).statusCode).toBe(
      401,
    );
  });

  it('signs out of every device at once', async () => {
    const person = await buildUser(t.db);
    const tokens = await Promise.all([1, 2, 3].map(() => sessionTokenFor(t.db, person)));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out-all',
      headers: bearer(tokens[0] as string),
    });
    expect(out.statusCode).toBe(204);
    for (const token of tokens) {
      expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    }
  });
});
