// How the nearby search reads, not only what it answers: off the plane's index, and, on a PostgreSQL server, with
// one plan kept for every point (decision 019). Both were lost once without any answer changing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildPlace } from '../../../test/medi-finder-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { listPlacesNearby, nearestFirst, readPlacesNearby } from './queries.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildUser(t.db, { role: 'vendor' });
  // Enough places that a read of the whole table would cost more than the index's.
  await t.db.execute(sql`
    insert into medical_places (kind, owner_id, name, phone, address, city, area, latitude, longitude,
      opening_hours, status, verified_at)
    select 'pharmacy', ${owner.id}::uuid, 'Bench ' || g, '+255754111222', 'Mtaa ' || g, 'Dar es Salaam', '',
      -6.9 + (g % 100) * 0.002, 39.2 + (g / 100) * 0.002, '[]'::jsonb, 'listed', now()
    from generate_series(1, 5000) g`);
  await t.db.execute(sql`analyze medical_places`);
});
afterAll(() => t.close());

const today = '2026-11-27';
const around = (lat: number, long: number) => ({
  kind: 'pharmacy' as const,
  today,
  lat,
  long,
  radius: 5000,
  limit: 50,
});

describe('the nearby search’s read', () => {
  it('reads the nearest places off the plane’s index, a page and its margin, each subscribed or not by its own row', async () => {
    const statement = nearestFirst(around(-6.8213, 39.2687));
    const rows = await selectRows<{ 'QUERY PLAN': string }>(t.db, {
      ...statement,
      text: `explain ${statement.text}`,
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using medical_places_pharmacy_plane_idx/);
    expect(plan).not.toMatch(/Seq Scan on medical_places/);
    // No probe of the subscriptions for each place (migration 0024: the place carries its subscribed days).
    expect(plan).not.toMatch(/medical_subscriptions/);
  });

  it('answers a page from that read alone where the places are spread out', async () => {
    const { rows, fallback } = await readPlacesNearby(t.db, around(-6.8213, 39.2687));
    expect(fallback).toBe(false);
    expect(rows).toHaveLength(51);
  });

  it('falls back to the exact read where several places share the page’s last address', async () => {
    const owner = await buildUser(t.db, { role: 'vendor' });
    const spot = { latitude: -7.5, longitude: 38.5 };
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1) ids.push((await buildPlace(t.db, { ownerId: owner.id, ...spot })).id);
    const { rows, fallback } = await readPlacesNearby(t.db, { ...around(-7.5, 38.5), limit: 2 });
    expect(fallback).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...ids].sort().slice(0, 3));
  });

  it('writes its statement once for every point, radius and day, each read binding its own', () => {
    const here = nearestFirst(around(-6.8213, 39.2687));
    const there = nearestFirst({ ...around(-3.37, 36.68), radius: 900, today: '2026-11-28' });
    expect(there.text).toBe(here.text);
    expect(there.params).toContain(-3.37);
    expect(there.params).toContain(900);
    expect(there.params).not.toContain(-6.8213);
    const past = nearestFirst({
      ...around(-6.8213, 39.2687),
      after: { chord: 812.5, id: crypto.randomUUID() },
    });
    expect(past.text).not.toBe(here.text);
    expect(past.params).toContain(812.5);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps one plan for every point on a PostgreSQL server instead of planning each search again',
    async () => {
      // A transaction holds one pooled connection, whose prepared statements pg_prepared_statements lists.
      await t.db.transaction(async (tx) => {
        for (let i = 0; i < 12; i += 1) {
          await listPlacesNearby(tx, { ...around(-6.9 + i * 0.01, 39.2 + i * 0.01), radius: 1000 + i * 100 });
        }
        // Earlier tests' searches (other page sizes, so other texts) may have run on this connection too.
        const [plans] = await selectRows<{ generic: string }>(
          tx,
          sql`select coalesce(sum(generic_plans), 0) as generic from pg_prepared_statements
              where statement like '%order by (point(radians(p.longitude)%'`,
        );
        expect(Number(plans?.generic)).toBeGreaterThan(0);
      });
    },
  );
});
