// Builders of Medi-Finder places and subscriptions for tests; a place is listed (public) unless told otherwise.
import type { Database } from '../src/db/client.ts';
import { medicalPlaces, medicalSubscriptions } from '../src/db/schema/medi-finder.ts';
import { buildUser } from './factories.ts';

const weekdays = { opens: '08:00', closes: '20:00' };
export const usualHours = [
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  weekdays,
  { opens: '09:00', closes: '14:00' },
  null,
];

export async function buildPlace(
  db: Database,
  overrides: Partial<typeof medicalPlaces.$inferInsert> = {},
): Promise<typeof medicalPlaces.$inferSelect> {
  const ownerId = overrides.ownerId ?? (await buildUser(db, { role: 'vendor' })).id;
  const [row] = await db
    .insert(medicalPlaces)
    .values({
      kind: 'pharmacy',
      name: 'Duka la Dawa Test',
      phone: '+255754111222',
      address: 'Mtaa wa Uhuru 12',
      city: 'Dar es Salaam',
      area: 'Kariakoo',
      latitude: -6.819,
      longitude: 39.274,
      openingHours: usualHours,
      status: 'listed',
      verifiedAt: new Date(),
      ...overrides,
      ownerId,
    })
    .returning();
  if (!row) throw new Error('no place');
  return row;
}

export async function buildSubscription(
  db: Database,
  placeId: string,
  overrides: Partial<typeof medicalSubscriptions.$inferInsert> = {},
) {
  const [row] = await db
    .insert(medicalSubscriptions)
    .values({ placeId, plan: 'monthly', startsOn: '2020-01-01', endsOn: '2099-12-31', ...overrides })
    .returning();
  if (!row) throw new Error('no subscription');
  return row;
}

/** The great-circle distance in metres by the haversine formula, on the sphere earthdistance uses (earth()). */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const R = 6_378_168;
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}
