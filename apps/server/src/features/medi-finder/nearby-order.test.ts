// The nearest-first read on the Mercator plane answers exactly what reading every place would: the same places in
// the same (distance, id) order, page after page, where the plane's order and the earth's part (far from the
// equator, across the date line, by a pole) and where places tie or sit on the radius's edge.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildPlace } from '../../../test/medi-finder-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { EARTH_RADIUS_METRES } from './plane-bound.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DEGREES_PER_RADIAN = 180 / Math.PI;

/** Every listed pharmacy within the radius in the answer's order, read without any index's help. */
async function everyPlaceWithin(lat: number, long: number, radius: number): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    t.db,
    sql`select id from (
          select id, ll_to_earth(latitude, longitude) <-> ll_to_earth(${lat}::float8, ${long}::float8) as chord
          from medical_places where kind = 'pharmacy' and status = 'listed'
        ) p
        where sec_to_gc(chord) <= ${radius}::float8
        order by chord, id`,
  );
  return rows.map((row) => row.id);
}

async function pageThrough(lat: number, long: number, radius: number, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}&radius=${radius}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: { items: { pharmacy_id: string }[]; nextCursor: string | null } = res.json();
    ids.push(...body.items.map((item) => item.pharmacy_id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

async function expectSameAsReadingAll(lat: number, long: number, radius: number, limits: number[]) {
  const expected = await everyPlaceWithin(lat, long, radius);
  for (const limit of limits) {
    expect(await pageThrough(lat, long, radius, limit), `pages of ${limit}`).toEqual(expected);
  }
  return expected;
}

async function placesAt(spots: [number, number][]): Promise<string[]> {
  const owner = await buildUser(t.db, { role: 'vendor' });
  const ids: string[] = [];
  for (const [latitude, longitude] of spots) {
    ids.push((await buildPlace(t.db, { ownerId: owner.id, latitude, longitude })).id);
  }
  return ids;
}

describe('nearby search on the plane, against reading every place', () => {
  it('orders places at exactly the same distance in different directions by id, across page ends', async () => {
    // Around (0, 0), a place d north and one d south (or east and west) are at bit-for-bit the same chord.
    const spots: [number, number][] = [];
    for (const d of [0.001, 0.002, 0.004]) {
      spots.push([d, 0], [-d, 0], [0, d], [0, -d], [d, 0], [0, -d]);
    }
    await placesAt(spots);
    const expected = await expectSameAsReadingAll(0, 0, 5000, [1, 2, 3, 4, 5, 7]);
    expect(expected).toHaveLength(spots.length);
  });

  it('keeps a place just inside the radius and drops those just outside, in every direction', async () => {
    const [lat, long] = [-9.5, 33.2];
    const radius = 5000;
    const spots: [number, number][] = [];
    for (const metres of [radius - 0.5, radius + 0.5]) {
      const arc = (metres / EARTH_RADIUS_METRES) * DEGREES_PER_RADIAN;
      spots.push([lat + arc, long], [lat - arc, long]);
      spots.push([lat, long + arc / Math.cos((lat * Math.PI) / 180)]);
    }
    await placesAt(spots);
    const expected = await expectSameAsReadingAll(lat, long, radius, [1, 2, 10]);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThan(spots.length);
  });

  it('finds the one place inside the radius that lies farther on the plane than many just outside', async () => {
    // At 60° south the plane stretches the poleward side more: a place 49,990 m poleward is farther on the plane
    // than fifteen 50,010 m equatorward, more than a page and its margin.
    const [lat, long] = [-60, 20];
    const arc = (metres: number) => (metres / EARTH_RADIUS_METRES) * DEGREES_PER_RADIAN;
    const [inside] = await placesAt([[lat - arc(49_990), long]]);
    await placesAt(Array.from({ length: 15 }, (): [number, number] => [lat + arc(50_010), long]));
    expect(await expectSameAsReadingAll(lat, long, 50_000, [1, 2])).toEqual([inside]);
  });

  it('finds places across the date line and across a pole', async () => {
    // 220 m across the date line, and a dozen 2 km away on this side that the plane puts first; likewise 1.7 km
    // over the pole against a dozen 2.2 km this side.
    const [across] = await placesAt([[-8, -179.999]]);
    await placesAt(Array.from({ length: 12 }, (): [number, number] => [-8, 179.98]));
    const nearLine = await expectSameAsReadingAll(-8, 179.999, 5000, [1, 3]);
    expect(nearLine[0]).toBe(across);
    expect(nearLine).toHaveLength(13);

    const [overPole] = await placesAt([[89.995, 100]]);
    await placesAt(Array.from({ length: 12 }, (): [number, number] => [89.97, -80]));
    const nearPole = await expectSameAsReadingAll(89.99, -80, 5000, [1, 4]);
    expect(nearPole[0]).toBe(overPole);
  });
});
