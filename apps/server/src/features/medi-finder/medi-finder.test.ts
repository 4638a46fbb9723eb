// The public finder: the specification's paths and field names, nearest first within a radius (checked against a
// plain haversine), pages, bad parameters, and only listed places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import {
  buildPlace,
  buildSubscription,
  haversineMetres,
  usualHours,
} from '../../../test/medi-finder-factories.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

// Each test works around a point of its own, more than 100 km from the others', so their places never mix.
let nextCentre = 0;
function freshCentre() {
  nextCentre += 1;
  return { lat: -4 - nextCentre * 1.2, long: 30 + nextCentre * 0.9 };
}

// A small deterministic generator: the same scattered points every run.
function scatter(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('GET /md/pharmacies/fetch and /md/diagnostic-centers/fetch', () => {
  it('answers records with the specification’s field names, and what a finder needs beside them', async () => {
    const city = 'Mji wa Majina';
    const owner = await buildUser(t.db, { role: 'vendor' });
    const pharmacy = await buildPlace(t.db, {
      ownerId: owner.id,
      name: 'Afya Njema Pharmacy',
      city,
      offerings: ['prescriptions', 'blood_pressure'],
      ratingCount: 3,
      ratingSum: 13,
    });
    await buildSubscription(t.db, pharmacy.id);
    const centre = await buildPlace(t.db, {
      ownerId: owner.id,
      kind: 'diagnostic_center',
      name: 'Uchunguzi Diagnostic Centre',
      city,
      latitude: -6.8,
      longitude: 39.25,
      offerings: ['x_ray', 'malaria'],
    });

    const pharmacies = await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}`, {
      accept: 'application/json',
    });
    expect(pharmacies.statusCode, pharmacies.body).toBe(200);
    expect(pharmacies.headers['content-type']).toMatch(/^application\/json/);
    expect(pharmacies.json()).toEqual({
      items: [
        {
          pharmacy_id: pharmacy.id,
          pharmacy_name: 'Afya Njema Pharmacy',
          vendor_id: owner.id,
          owner_phone: '+255754111222',
          address: 'Mtaa wa Uhuru 12',
          city,
          area: 'Kariakoo',
          latitude: -6.819,
          longitude: 39.274,
          opening_hours: usualHours,
          open_now: expect.any(Boolean),
          rating: 4.3,
          rating_count: 3,
          active_subscription: { is_active: 1 },
          services: ['prescriptions', 'blood_pressure'],
        },
      ],
      nextCursor: null,
    });

    const centres = (await get(`/md/diagnostic-centers/fetch?city=${encodeURIComponent(city)}`)).json();
    expect(centres.items).toEqual([
      expect.objectContaining({
        center_id: centre.id,
        center_name: 'Uchunguzi Diagnostic Centre',
        vendor_id: owner.id,
        latitude: -6.8,
        longitude: 39.25,
        coordinates: { _latitude: -6.8, _longitude: 39.25 },
        rating: null,
        rating_count: 0,
        active_subscription: { is_active: 0 },
        tests: ['x_ray', 'malaria'],
      }),
    ]);
    expect(centres.items[0]).not.toHaveProperty('pharmacy_id');
    expect(centres.items[0]).not.toHaveProperty('distance');
  });

  it('answers JSON to anyone: with the Accept header and a Bearer token, a stale token, or neither', async () => {
    const place = await buildPlace(t.db, { kind: 'diagnostic_center' });
    const token = await sessionTokenFor(t.db, await buildUser(t.db));
    for (const headers of [
      { accept: 'application/json', ...bearer(token) },
      { accept: 'application/json', ...bearer('no-longer-a-session') },
      {},
    ]) {
      const res = await get(`/md/diagnostic-centers/${place.id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('counts a subscription only from its first to its last day, and not once cancelled', async () => {
    const city = 'Mji wa Usajili';
    const current = await buildPlace(t.db, { name: 'A current', city });
    await buildSubscription(t.db, current.id);
    const expired = await buildPlace(t.db, { name: 'B expired', city });
    await buildSubscription(t.db, expired.id, { startsOn: '2024-01-01', endsOn: '2024-12-31' });
    const upcoming = await buildPlace(t.db, { name: 'C upcoming', city });
    await buildSubscription(t.db, upcoming.id, { startsOn: '2098-01-01' });
    const cancelled = await buildPlace(t.db, { name: 'D cancelled', city });
    await buildSubscription(t.db, cancelled.id, { cancelledAt: new Date() });

    const { items } = (await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}`)).json();
    expect(
      items.map((item: { pharmacy_name: string; active_subscription: { is_active: number } }) => [
        item.pharmacy_name,
        item.active_subscription.is_active,
      ]),
    ).toEqual([
      ['A current', 1],
      ['B expired', 0],
      ['C upcoming', 0],
      ['D cancelled', 0],
    ]);
  });

  it('shows listed places only: never one waiting for verification or hidden by an admin', async () => {
    const city = 'Mji wa Siri';
    const listed = await buildPlace(t.db, { name: 'Listed', city });
    const pending = await buildPlace(t.db, { name: 'Pending', city, status: 'pending', verifiedAt: null });
    const hidden = await buildPlace(t.db, {
      name: 'Hidden',
      city,
      status: 'hidden',
      hiddenReason: 'Closed down',
    });
    const { lat, long } = freshCentre();
    for (const place of [listed, pending, hidden]) {
      await t.db.execute(
        `update medical_places set latitude = ${lat}, longitude = ${long} where id = '${place.id}'`,
      );
    }

    const list = (await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}`)).json();
    expect(list.items.map((item: { pharmacy_id: string }) => item.pharmacy_id)).toEqual([listed.id]);
    const nearby = (await get(`/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}`)).json();
    expect(nearby.items.map((item: { pharmacy_id: string }) => item.pharmacy_id)).toEqual([listed.id]);
    expect((await get(`/md/pharmacies/${listed.id}`)).statusCode).toBe(200);
    for (const place of [pending, hidden]) {
      const res = await get(`/md/pharmacies/${place.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('That place was not found.');
    }
  });

  it('keeps pharmacies and diagnostic centres apart', async () => {
    const city = 'Mji wa Aina';
    const pharmacy = await buildPlace(t.db, { city });
    const centre = await buildPlace(t.db, { city, kind: 'diagnostic_center' });
    expect((await get(`/md/pharmacies/${centre.id}`)).statusCode).toBe(404);
    expect((await get(`/md/diagnostic-centers/${pharmacy.id}`)).statusCode).toBe(404);
    expect((await get(`/md/diagnostic-centers/${centre.id}`)).json().center_id).toBe(centre.id);
  });

  it('searches names, areas, cities and addresses, taking % and _ literally', async () => {
    const city = 'Mji wa Utafutaji';
    await buildPlace(t.db, { city, name: 'Shifa Pharmacy', area: 'Sinza', address: 'Shekilango Road' });
    await buildPlace(t.db, { city, name: 'Uhai Chemist', area: 'Mikocheni', address: 'Near 100% Market' });
    const names = async (q: string) =>
      (await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}&q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { pharmacy_name: string }) => item.pharmacy_name);
    expect(await names('shifa')).toEqual(['Shifa Pharmacy']);
    expect(await names('MIKOCHENI')).toEqual(['Uhai Chemist']);
    expect(await names('shekilango')).toEqual(['Shifa Pharmacy']);
    expect(await names('100%')).toEqual(['Uhai Chemist']);
    expect(await names('%')).toEqual(['Uhai Chemist']);
    expect(await names('_')).toEqual([]);
  });

  it('pages through every place by name, none twice, even with equal names', async () => {
    const city = 'Mji wa Kurasa';
    const names = ['Zahanati', 'Amani', 'Baraka', 'Amani', 'Neema', 'Amani', 'Jamii'];
    for (const name of names) await buildPlace(t.db, { city, name });
    const seen: string[] = [];
    const seenIds = new Set<string>();
    let cursor: string | null = null;
    do {
      const res = await get(
        `/md/pharmacies/fetch?city=${encodeURIComponent(city)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.items.length).toBeLessThanOrEqual(2);
      for (const item of body.items) {
        seen.push(item.pharmacy_name);
        seenIds.add(item.pharmacy_id);
      }
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...names].sort());
    expect(seenIds.size).toBe(names.length);
  });

  it('gives 50 places a page unless asked for fewer', async () => {
    const city = 'Mji wa Hamsini';
    for (let i = 0; i < 52; i += 1)
      await buildPlace(t.db, { city, name: `Duka ${String(i).padStart(2, '0')}` });
    const first = (await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}`)).json();
    expect(first.items).toHaveLength(50);
    const rest = (
      await get(`/md/pharmacies/fetch?city=${encodeURIComponent(city)}&cursor=${first.nextCursor}`)
    ).json();
    expect(rest.items).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('GET /md/…/fetch-nearby', () => {
  async function scatterPlaces(kind: 'pharmacy' | 'diagnostic_center', count: number, spreadDegrees: number) {
    const centre = freshCentre();
    const random = scatter(count * 7 + nextCentre);
    const owner = await buildUser(t.db, { role: 'vendor' });
    const places = [];
    for (let i = 0; i < count; i += 1) {
      const latitude = centre.lat + (random() - 0.5) * spreadDegrees;
      const longitude = centre.long + (random() - 0.5) * spreadDegrees;
      places.push(
        await buildPlace(t.db, { kind, ownerId: owner.id, name: `Place ${i}`, latitude, longitude }),
      );
    }
    return { centre, places };
  }

  it('answers every place within the radius and none beyond, nearest first, with haversine distances', async () => {
    // ±0.1° is about ±11 km: some places fall inside 5 km, most outside.
    const { centre, places } = await scatterPlaces('pharmacy', 60, 0.2);
    const expected = places
      .map((place) => ({
        id: place.id,
        metres: haversineMetres(centre.lat, centre.long, place.latitude, place.longitude),
      }))
      .sort((a, b) => a.metres - b.metres);
    const within = expected.filter((place) => place.metres <= 5000);
    expect(within.length).toBeGreaterThan(3);
    expect(within.length).toBeLessThan(places.length);

    const res = await get(`/md/pharmacies/fetch-nearby?lat=${centre.lat}&long=${centre.long}&radius=5000`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, nextCursor } = res.json();
    expect(nextCursor).toBeNull();
    expect(items.map((item: { pharmacy_id: string }) => item.pharmacy_id)).toEqual(within.map((p) => p.id));
    items.forEach((item: { distance: number }, i: number) => {
      expect(Math.abs(item.distance - (within[i]?.metres ?? Number.NaN))).toBeLessThanOrEqual(1);
    });
  });

  it('searches 5,000 metres when no radius is given, as the specification says', async () => {
    const { centre, places } = await scatterPlaces('diagnostic_center', 40, 0.2);
    const within = places.filter(
      (place) => haversineMetres(centre.lat, centre.long, place.latitude, place.longitude) <= 5000,
    );
    const res = await get(`/md/diagnostic-centers/fetch-nearby?lat=${centre.lat}&long=${centre.long}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(within.length);
    expect(items.every((item: { distance: number }) => item.distance <= 5000)).toBe(true);
    expect(items[0]).toEqual(
      expect.objectContaining({ center_id: expect.any(String), coordinates: expect.any(Object) }),
    );
  });

  it('reaches as far as 50 km, and pages nearest first without repeating a place', async () => {
    const { centre, places } = await scatterPlaces('pharmacy', 30, 0.6);
    const ids: string[] = [];
    const distances: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/md/pharmacies/fetch-nearby?lat=${centre.lat}&long=${centre.long}&radius=50000&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      for (const item of body.items) {
        ids.push(item.pharmacy_id);
        distances.push(item.distance);
      }
      cursor = body.nextCursor;
    } while (cursor);
    const within = places.filter(
      (place) => haversineMetres(centre.lat, centre.long, place.latitude, place.longitude) <= 50_000,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(within.map((place) => place.id).sort());
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages through places at the very same spot without losing one', async () => {
    const { lat, long } = freshCentre();
    const owner = await buildUser(t.db, { role: 'vendor' });
    const made = [];
    // More than a page and the few past it that the nearest-first read takes: the rest are read by the box.
    for (let i = 0; i < 16; i += 1) {
      made.push((await buildPlace(t.db, { ownerId: owner.id, latitude: lat, longitude: long })).id);
    }
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body: { items: { pharmacy_id: string }[]; nextCursor: string | null } = res.json();
      ids.push(...body.items.map((item: { pharmacy_id: string }) => item.pharmacy_id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(ids).toEqual([...made].sort());
  });

  it('pages through groups at one spot mixed with single places, in order, none lost or repeated', async () => {
    const { lat, long } = freshCentre();
    const owner = await buildUser(t.db, { role: 'vendor' });
    // Three in one building 110 m away, one alone between, three in another building 330 m away, one 2 km away.
    const spots = [0.001, 0.001, 0.001, 0.002, 0.003, 0.003, 0.003, 0.018];
    const made: { id: string; metres: number }[] = [];
    for (const offset of spots) {
      const place = await buildPlace(t.db, { ownerId: owner.id, latitude: lat + offset, longitude: long });
      made.push({ id: place.id, metres: haversineMetres(lat, long, place.latitude, place.longitude) });
    }
    const expected = made
      .sort((a, b) => a.metres - b.metres || (a.id < b.id ? -1 : 1))
      .map((place) => place.id);
    for (const limit of [1, 2, 3, 4]) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(
          `/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        const body: { items: { pharmacy_id: string }[]; nextCursor: string | null } = res.json();
        ids.push(...body.items.map((item) => item.pharmacy_id));
        cursor = body.nextCursor;
      } while (cursor);
      expect(ids, `pages of ${limit}`).toEqual(expected);
    }
    // The one 2 km away is outside a 1 km search, whatever the page size.
    const near = (
      await get(`/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}&radius=1000&limit=7`)
    ).json();
    expect(near.items).toHaveLength(7);
    expect(near.nextCursor).toBeNull();
  });

  it('answers nothing where no place is within the radius, however many lie beyond', async () => {
    const { lat, long } = freshCentre();
    for (let i = 0; i < 5; i += 1)
      await buildPlace(t.db, { latitude: lat + 0.2 + i * 0.01, longitude: long });
    const body = (
      await get(`/md/pharmacies/fetch-nearby?lat=${lat}&long=${long}&radius=10000&limit=2`)
    ).json();
    expect(body).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=-6.8', 'long must be a longitude in degrees, from -180 to 180.'],
    ['?lat=&long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=abc&long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=-6.8&long=39.2x', 'long must be a longitude in degrees, from -180 to 180.'],
    ['?lat=91&long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=-6.8&long=-180.5', 'long must be a longitude in degrees, from -180 to 180.'],
    ['?lat=Infinity&long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=1e2&long=39.2', 'lat must be a latitude in degrees, from -90 to 90.'],
    ['?lat=-6.8&long=39.2&radius=0', 'radius must be a distance in metres above 0 and at most 50000.'],
    ['?lat=-6.8&long=39.2&radius=-5', 'radius must be a distance in metres above 0 and at most 50000.'],
    ['?lat=-6.8&long=39.2&radius=50001', 'radius must be a distance in metres above 0 and at most 50000.'],
    ['?lat=-6.8&long=39.2&radius=far', 'radius must be a distance in metres above 0 and at most 50000.'],
    ['?lat=-6.8&long=39.2&radius=', 'radius must be a distance in metres above 0 and at most 50000.'],
    ['?lat=-6.8&long=39.2&limit=0', 'limit must be a whole number from 1 to 100.'],
    ['?lat=-6.8&long=39.2&limit=101', 'limit must be a whole number from 1 to 100.'],
    ['?lat=-6.8&long=39.2&cursor=bm9wZQ', 'That page link is not valid.'],
    ['?lat=-6.8&long=39.2&cursor=eyJkIjotMSwiaSI6IngifQ', 'That page link is not valid.'],
  ])('refuses %s with a clear message', async (query, message) => {
    for (const path of ['/md/pharmacies/fetch-nearby', '/md/diagnostic-centers/fetch-nearby']) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('accepts the edges: radius 50000, the poles and the date line', async () => {
    for (const query of [
      'lat=-6.8&long=39.2&radius=50000',
      'lat=90&long=180&radius=1',
      'lat=-90&long=-180',
    ]) {
      expect((await get(`/md/pharmacies/fetch-nearby?${query}`)).statusCode).toBe(200);
    }
  });
});

describe('lists and single places refuse bad input without a 500', () => {
  it.each([
    ['/md/pharmacies/fetch?cursor=%%%', 400],
    ['/md/pharmacies/fetch?cursor=eyJuIjoxLCJpIjoieCJ9', 400],
    ['/md/pharmacies/fetch?limit=abc', 400],
    [`/md/pharmacies/fetch?q=${'a'.repeat(101)}`, 400],
    ['/md/pharmacies/fetch?q=%00', 400],
    ['/md/pharmacies/not-a-uuid', 404],
    ['/md/diagnostic-centers/00000000-0000-4000-8000-000000000000', 404],
  ])('%s answers %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.message).toEqual(expect.any(String));
  });
});

describe('PUT /md/places/:id/rating', () => {
  const rate = (id: string, stars: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/md/places/${id}/rating`, headers, payload: { stars } });

  it('keeps one rating per person, replaced when they rate again, in the place’s average', async () => {
    const place = await buildPlace(t.db, { kind: 'diagnostic_center' });
    const amina = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));
    const baraka = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));
    const mine = async (headers: Record<string, string>) =>
      (await get(`/md/places/${place.id}/rating`, headers)).json();
    expect(await mine(amina)).toEqual({ stars: null });
    expect((await rate(place.id, 5, amina)).json()).toEqual({ rating: 5, rating_count: 1, stars: 5 });
    expect((await rate(place.id, 2, baraka)).json()).toEqual({ rating: 3.5, rating_count: 2, stars: 2 });
    expect((await rate(place.id, 3, amina)).json()).toEqual({ rating: 2.5, rating_count: 2, stars: 3 });
    expect([await mine(amina), await mine(baraka)]).toEqual([{ stars: 3 }, { stars: 2 }]);
    const record = (await get(`/md/diagnostic-centers/${place.id}`)).json();
    expect([record.rating, record.rating_count]).toEqual([2.5, 2]);
  });

  it('asks to sign in, refuses owners their own place, unknown places and bad stars', async () => {
    const owner = await buildUser(t.db, { role: 'vendor' });
    const place = await buildPlace(t.db, { ownerId: owner.id });
    const hidden = await buildPlace(t.db, { status: 'hidden', hiddenReason: 'Closed' });
    const someone = bearer(await sessionTokenFor(t.db, await buildUser(t.db)));

    expect((await rate(place.id, 4)).statusCode).toBe(401);
    expect((await get(`/md/places/${place.id}/rating`)).statusCode).toBe(401);
    expect((await get(`/md/places/${hidden.id}/rating`, someone)).statusCode).toBe(404);
    const own = await rate(place.id, 5, bearer(await sessionTokenFor(t.db, owner)));
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot rate your own place.');
    expect((await rate(hidden.id, 4, someone)).statusCode).toBe(404);
    for (const stars of [0, 6, 2.5, '4', null]) {
      const res = await rate(place.id, stars, someone);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Give from 1 to 5 stars.');
    }
    const after = (await get(`/md/pharmacies/${place.id}`)).json();
    expect([after.rating, after.rating_count]).toEqual([null, 0]);
  });
});
