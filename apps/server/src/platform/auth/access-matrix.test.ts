// Every /api/v1 route, called as a visitor, a user, a vendor and an admin: the server alone decides who gets in.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';

type Caller = 'visitor' | 'user' | 'vendor' | 'admin';
const callers: Caller[] = ['visitor', 'user', 'vendor', 'admin'];

// Who may pass each access level; everyone else gets 401 (no session) or 403 (wrong role).
const admits: Record<string, Caller[]> = {
  public: callers,
  user: ['user', 'vendor', 'admin'],
  vendor: ['vendor'],
  admin: ['admin'],
};

describe('the access matrix', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const people: Partial<Record<Caller, Awaited<ReturnType<typeof buildUser>>>> = {};
  beforeAll(async () => {
    t = await buildTestApp({ env: { VENDOR_REQUESTS_PER_HOUR: '1000' } });
    for (const role of ['user', 'vendor', 'admin'] as const) people[role] = await buildUser(t.db, { role });
  });
  afterAll(() => t.close());

  it('opens the provider sign-in routes to everyone: they are how people sign in', () => {
    for (const [url, endpoint] of [
      ['/api/v1/auth/oidc/start', 'oidc.start'],
      ['/api/v1/auth/oidc/callback', 'oidc.callback'],
    ]) {
      expect(t.app.routeAccess).toContainEqual({ method: 'GET', url, access: 'public', endpoint });
    }
  });

  it('holds every route to its declared rule', async () => {
    expect(t.app.routeAccess.filter((route) => route.access === undefined)).toEqual([]);
    for (const route of t.app.routeAccess) {
      const url = route.url.replace(/:\w+/g, randomUUID());
      for (const caller of callers) {
        const person = people[caller as Exclude<Caller, 'visitor'>];
        // A fresh session per call: some routes (sign-out) end the session they are called with.
        const headers = person ? bearer(await sessionTokenFor(t.db, person)) : {};
        const res = await t.app.inject({ method: route.method as 'GET', url, headers });
        const label = `${caller} ${route.method} ${route.url} → ${res.statusCode}`;
        if (admits[route.access as string]?.includes(caller)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(caller === 'visitor' ? 401 : 403);
        }
      }
    }
  });
});
