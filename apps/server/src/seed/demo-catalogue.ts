// The demo marketplace: about 40 shops in the six planner cities, about 300 listings over every category, photos
// drawn on the spot when a storage is given, a few reviews, and dates (bookings a day, deposits, blocked days).

import type { Database } from '../db/client.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { seedDemoAvailability } from './catalogue/demo-availability.ts';
import { seedDemoReviews } from './catalogue/demo-reviews.ts';
import { demoVendors } from './catalogue/demo-vendors.ts';
import { generateCatalogue } from './catalogue/generate-catalogue.ts';
import { seededRandom } from './catalogue/prng.ts';

export const DEMO_LISTINGS = 300;

export async function seedDemoCatalogue(db: Database, storage?: Storage): Promise<void> {
  const { listings } = await generateCatalogue(db, {
    vendors: demoVendors.length,
    listings: DEMO_LISTINGS,
    photos: storage ?? false,
  });
  await seedDemoReviews(db, listings, seededRandom(7));
  await seedDemoAvailability(db);
}
