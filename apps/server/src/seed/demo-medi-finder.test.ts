import { checkOfferings, weeklyHours } from '@sherehe/core/api/medi-finder';
import {
  isAllWeek,
  minutesOf,
  tanzaniaDate,
  type WeeklyHours,
} from '@sherehe/core/medi-finder/opening-hours';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { medicalPlaces } from '../db/schema/medi-finder.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { demoCities } from './medi-finder/areas.ts';
import { demoVendorPlaces, planDemoMediFinder } from './medi-finder/plan-demo-places.ts';
import { runDemoSeed } from './run-demo-seed.ts';

type PlaceRow = {
  kind: 'pharmacy' | 'diagnostic_center';
  name: string;
  phone: string;
  address: string;
  city: string;
  area: string;
  latitude: number;
  longitude: number;
  opening_hours: WeeklyHours;
  offerings: string[];
  status: string;
  hidden_reason: string | null;
  verified: boolean;
  rating_count: number;
  rating_sum: number;
  owner_email: string;
  owner_role: string;
  subscribed: boolean;
  active: boolean;
  upcoming: boolean;
};

describe('the demo Medi-Finder', () => {
  let database: DatabaseHandle;
  let places: PlaceRow[];
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await runDemoSeed(database.db)).toBe(true);
    const today = tanzaniaDate(new Date());
    places = await selectRows<PlaceRow>(
      database.db,
      sql`select p.kind, p.name, p.phone, p.address, p.city, p.area, p.latitude, p.longitude, p.opening_hours,
            p.offerings, p.status, p.hidden_reason, p.verified_at is not null as verified, p.rating_count,
            p.rating_sum, u.email as owner_email, u.role as owner_role,
            exists(select 1 from medical_subscriptions s where s.place_id = p.id) as subscribed,
            exists(select 1 from medical_subscriptions s where s.place_id = p.id
              and s.starts_on <= ${today}::date and s.ends_on >= ${today}::date) as active,
            exists(select 1 from medical_subscriptions s where s.place_id = p.id
              and s.starts_on > ${today}::date) as upcoming
          from medical_places p join users u on u.id = p.owner_id`,
    );
  }, 120_000);
  afterAll(() => database.close());

  it('holds 200 pharmacies and 60 diagnostic centres, Dar es Salaam the most, each inside its city', () => {
    expect(places.filter((p) => p.kind === 'pharmacy')).toHaveLength(200);
    expect(places.filter((p) => p.kind === 'diagnostic_center')).toHaveLength(60);
    const share = (city: string) => places.filter((p) => p.city === city).length / places.length;
    expect(share('Dar es Salaam')).toBeCloseTo(0.45, 1);
    const bySize = ['Dar es Salaam', 'Arusha', 'Mwanza', 'Dodoma', 'Moshi', 'Zanzibar'].map(share);
    expect([...bySize].sort((a, b) => b - a)).toEqual(bySize);
    for (const place of places) {
      const city = demoCities.find((c) => c.name === place.city);
      const area = city?.areas.find((a) => a.name === place.area);
      expect(area, `${place.name} in ${place.city}/${place.area}`).toBeDefined();
      const [south, west, north, east] = city?.bbox ?? [0, 0, 0, 0];
      expect(place.latitude).toBeGreaterThanOrEqual(south);
      expect(place.latitude).toBeLessThanOrEqual(north);
      expect(place.longitude).toBeGreaterThanOrEqual(west);
      expect(place.longitude).toBeLessThanOrEqual(east);
      // Within about 1.5 km of its neighbourhood's point.
      const northM = (place.latitude - (area?.lat ?? 0)) * 111_320;
      const eastM =
        (place.longitude - (area?.long ?? 0)) * 111_320 * Math.cos(((area?.lat ?? 0) * Math.PI) / 180);
      expect(Math.hypot(northM, eastM)).toBeLessThan(1_510);
      expect(Math.hypot(northM, eastM)).toBeGreaterThan(190);
    }
  });

  it('gives each place a unique name, a street or landmark address, a Tanzanian mobile number and valid hours', () => {
    expect(new Set(places.map((p) => p.name)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.phone)).size).toBe(places.length);
    for (const place of places) {
      expect(place.phone).toMatch(/^\+255[67]\d{8}$/);
      // The area and city are shown beside the address, so it does not repeat them.
      expect(place.address).toMatch(/^(Plot \d+, |Near |Opposite |Next to )/);
      expect(place.address.endsWith(`, ${place.area}`)).toBe(false);
      expect(weeklyHours.safeParse(place.opening_hours).success, place.name).toBe(true);
      expect(checkOfferings(place.kind, place.offerings)).toBeNull();
      expect(place.offerings.length).toBeGreaterThanOrEqual(2);
    }
    const hours = places.map((p) => p.opening_hours);
    const allWeek = hours.filter(isAllWeek).length;
    const pastMidnight = hours.filter((week) =>
      week.some((day) => day && day.closes !== '24:00' && minutesOf(day.closes) < minutesOf(day.opens)),
    ).length;
    const closedSunday = hours.filter((week) => week[6] === null).length;
    const shortWeekend = hours.filter((week) => {
      const [monday, , , , , saturday, sunday] = week;
      const length = (day: typeof monday) => (day ? minutesOf(day.closes) - minutesOf(day.opens) : 0);
      return monday && sunday && length(sunday) < length(monday) && length(saturday) <= length(monday);
    }).length;
    expect(allWeek).toBeGreaterThan(10);
    expect(pastMidnight).toBeGreaterThan(5);
    expect(closedSunday).toBeGreaterThan(10);
    expect(shortWeekend).toBeGreaterThan(50);
    // Pharmacies offer services and centres run tests, never the other way round.
    expect(places.some((p) => p.kind === 'pharmacy' && p.offerings.includes('prescriptions'))).toBe(true);
    expect(places.some((p) => p.kind === 'diagnostic_center' && p.offerings.includes('x_ray'))).toBe(true);
  });

  it('lists nearly all, verified, with a couple pending and one hidden with its reason', () => {
    const listed = places.filter((p) => p.status === 'listed');
    const pending = places.filter((p) => p.status === 'pending');
    const hidden = places.filter((p) => p.status === 'hidden');
    expect(listed.length).toBe(256);
    expect(listed.every((p) => p.verified)).toBe(true);
    expect(pending.length).toBe(3);
    expect(pending.every((p) => !p.verified && p.rating_count === 0 && !p.subscribed)).toBe(true);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]?.hidden_reason?.length).toBeGreaterThan(20);
    expect(places.every((p) => (p.status === 'hidden') === (p.hidden_reason !== null))).toBe(true);
  });

  it('subscribes about 40%: most current, some ran out, one about to begin', () => {
    const subscribed = places.filter((p) => p.subscribed);
    expect(subscribed.length / places.length).toBeGreaterThan(0.3);
    expect(subscribed.length / places.length).toBeLessThan(0.5);
    const active = subscribed.filter((p) => p.active).length;
    expect(active).toBeGreaterThan(subscribed.length / 2);
    expect(subscribed.filter((p) => !p.active && !p.upcoming).length).toBeGreaterThan(10);
    expect(subscribed.filter((p) => p.upcoming)).toHaveLength(1);
  });

  it('keeps rating counters for about half, each average between 1 and 5 stars', () => {
    const rated = places.filter((p) => p.rating_count > 0);
    expect(rated.length / places.length).toBeGreaterThan(0.35);
    expect(rated.length / places.length).toBeLessThan(0.65);
    for (const place of rated) {
      expect(place.rating_sum).toBeGreaterThanOrEqual(place.rating_count);
      expect(place.rating_sum).toBeLessThanOrEqual(place.rating_count * 5);
    }
    expect(places.filter((p) => p.rating_count === 0).every((p) => p.rating_sum === 0)).toBe(true);
  });

  it('belongs to vendor accounts: the demo vendor has three in Moshi, about 15 businesses the rest', () => {
    expect(places.every((p) => p.owner_role === 'vendor')).toBe(true);
    const mine = places.filter((p) => p.owner_email === 'vendor@demo.sherehe.co.tz');
    // In any order: a subscribed place's row is written again (its subscribed days), which moves it in the table.
    expect(mine.map((p) => [p.name, p.city, p.status, p.active])).toEqual(
      expect.arrayContaining([
        [demoVendorPlaces.listed, 'Moshi', 'listed', true],
        [demoVendorPlaces.expired, 'Moshi', 'listed', false],
        [demoVendorPlaces.pending, 'Moshi', 'pending', false],
      ]),
    );
    expect(mine).toHaveLength(3);
    const owners = new Set(places.map((p) => p.owner_email));
    expect(owners.size).toBe(16);
  });

  it('made owner accounts with a business name, a phone and no password', async () => {
    const owners = await selectRows<{ name: string; phone: string; password_hash: string | null }>(
      database.db,
      sql`select name, phone, password_hash from users
          where id in (select owner_id from medical_places) and email <> 'vendor@demo.sherehe.co.tz'`,
    );
    expect(owners).toHaveLength(15);
    for (const owner of owners) {
      expect(owner.phone).toMatch(/^\+255[67]\d{8}$/);
      expect(owner.password_hash).toBeNull();
    }
  });
});

describe('planDemoMediFinder', () => {
  it('plans the same places from the same seed and day', () => {
    const now = new Date('2026-03-01T09:00:00Z');
    expect(JSON.stringify(planDemoMediFinder(now))).toEqual(JSON.stringify(planDemoMediFinder(now)));
    expect(planDemoMediFinder(now).places.map((p) => p.name)).not.toEqual(
      planDemoMediFinder(now, 7).places.map((p) => p.name),
    );
  });
});

describe('the demo Medi-Finder in a database seeded before it', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const markers = async () =>
    (await database.db.select().from(appMarkers)).map((marker) => marker.key).sort();

  it('arrives once, on the next start of a demo database', async () => {
    await seedDemoAccounts(database.db);
    await database.db.insert(appMarkers).values({ key: 'demo-seed' });
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(medicalPlaces)).toBe(260);
    expect(await markers()).toEqual([
      'demo-seed',
      'demo-seed-admin-second-factor',
      'demo-seed-cards',
      'demo-seed-conversations',
      'demo-seed-door',
      'demo-seed-events',
      'demo-seed-guests',
      'demo-seed-ledger',
      'demo-seed-medi-finder',
      'demo-seed-news',
      'demo-seed-orders',
    ]);
    const [mine] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from medical_places p join users u on u.id = p.owner_id
          where u.email = 'vendor@demo.sherehe.co.tz'`,
    );
    expect(mine?.count).toBe(3);
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(medicalPlaces)).toBe(260);
  });

  it('never comes to a database of real data', async () => {
    await database.db.insert(users).values({ name: 'Real Person', email: 'real@example.com' });
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(medicalPlaces)).toBe(0);
    expect(await database.db.$count(users)).toBe(1);
    expect(await markers()).toEqual([]);
  });

  it('leaves a demo database alone once someone registered a place in it', async () => {
    await seedDemoAccounts(database.db);
    await database.db.insert(appMarkers).values({ key: 'demo-seed' });
    const [vendor] = await database.db.select().from(users).where(sql`role = 'vendor'`);
    await database.db.insert(medicalPlaces).values({
      kind: 'pharmacy',
      ownerId: vendor?.id ?? '',
      name: 'Real Pharmacy',
      phone: '+255754999888',
      address: 'Plot 1, Real Street',
      city: 'Moshi',
      latitude: -3.34,
      longitude: 37.34,
      openingHours: [null, null, null, null, null, null, null],
    });
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(medicalPlaces)).toBe(1);
    expect(await markers()).toEqual([
      'demo-seed',
      'demo-seed-admin-second-factor',
      'demo-seed-cards',
      'demo-seed-conversations',
      'demo-seed-door',
      'demo-seed-events',
      'demo-seed-guests',
      'demo-seed-ledger',
      'demo-seed-medi-finder',
      'demo-seed-news',
      'demo-seed-orders',
    ]);
  });
});
