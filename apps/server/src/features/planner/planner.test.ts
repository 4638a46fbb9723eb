// The planner's price tables: seeded from the specification, read by anyone, prices changed by admins (audited).
import { specPlannerCatalogue } from '@sherehe/core/planner/price-catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const catalogue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/planner/catalogue' })).json();

async function asRole(role: 'user' | 'vendor' | 'admin') {
  const user = await buildUser(t.db, { role });
  const headers = bearer(await sessionTokenFor(t.db, user));
  return {
    user,
    put: (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/admin/planner/prices', headers, payload }),
  };
}

/** The current tables as a prices body, with `change` applied. */
async function pricesWith(change: (body: ReturnType<typeof toBody>) => void) {
  const body = toBody(await catalogue());
  change(body);
  return body;
}
function toBody(current: typeof specPlannerCatalogue & { updatedAt: string | null }) {
  return {
    basedOn: current.updatedAt,
    venues: current.venues.map(({ capacity, priceTzs }) => ({ capacity, priceTzs })),
    catering: current.catering.map(({ key, perPersonTzs }) => ({ key, perPersonTzs })),
    extras: current.extras.map(({ key, priceTzs }) => ({ key, priceTzs })),
  };
}

describe('GET /planner/catalogue', () => {
  it('answers the specification’s tables to anyone, in order, in English and Swahili', async () => {
    const body = await catalogue();
    expect(body).toEqual({ ...specPlannerCatalogue, updatedAt: null });
    expect(body.venues).toHaveLength(13);
  });
});

describe('PUT /admin/planner/prices', () => {
  it('changes prices for everyone at once, and audits each change with its old and new price', async () => {
    const admin = await asRole('admin');
    const res = await admin.put(
      await pricesWith((body) => {
        const hundred = body.venues.find((venue) => venue.capacity === 100);
        if (hundred) hundred.priceTzs = 450_000;
        const cake = body.catering.find((style) => style.key === 'cake');
        if (cake) cake.perPersonTzs = 1_000;
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const now = await catalogue();
    expect(now.venues.find((venue: { capacity: number }) => venue.capacity === 100).priceTzs).toBe(450_000);
    expect(now.catering.find((style: { key: string }) => style.key === 'cake').perPersonTzs).toBe(1_000);
    expect(now.updatedAt).not.toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'planner.prices_changed'), eq(auditLog.actorId, admin.user.id)));
    expect(entry?.details).toEqual({
      changes: [
        { table: 'venue', item: 100, from: 400_000, to: 450_000 },
        { table: 'catering', item: 'cake', from: 800, to: 1_000 },
      ],
    });
  });

  it('refuses a body that leaves out or repeats a row, and bad prices, with clear messages', async () => {
    const admin = await asRole('admin');
    const missing = await admin.put(await pricesWith((body) => body.extras.pop()));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toMatch(/exactly once/);
    const doubled = await admin.put(
      await pricesWith((body) => {
        body.venues[1] = { capacity: body.venues[0]?.capacity ?? 10, priceTzs: 1 };
      }),
    );
    expect(doubled.statusCode).toBe(422);
    const negative = await admin.put(
      await pricesWith((body) => {
        if (body.venues[0]) body.venues[0].priceTzs = -5;
      }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toMatch(/cannot be negative/);
    const fraction = await admin.put(
      await pricesWith((body) => {
        if (body.extras[0]) body.extras[0].priceTzs = 10.5;
      }),
    );
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().error.message).toMatch(/whole number of shillings/);
  });

  it('refuses a save over prices someone else changed after the form was read', async () => {
    const first = await asRole('admin');
    const second = await asRole('admin');
    const read = await catalogue();
    const mine = toBody(read);
    const theirs = toBody(read);
    if (theirs.venues[0]) theirs.venues[0].priceTzs += 1_000;
    if (mine.extras[0]) mine.extras[0].priceTzs += 1_000;
    expect((await second.put(theirs)).statusCode).toBe(200);
    const late = await first.put(mine);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/Someone changed the planner prices/);
    expect((await catalogue()).venues[0].priceTzs).toBe(theirs.venues[0]?.priceTzs);
  });

  it('is for admins only', async () => {
    const body = toBody(await catalogue());
    for (const role of ['user', 'vendor'] as const) {
      expect((await (await asRole(role)).put(body)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/planner/prices',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
