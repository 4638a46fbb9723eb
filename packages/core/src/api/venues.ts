// Venue search for the Smart Planner: real places from OpenStreetMap (through Overpass, by our server), per city
// and category.
import { z } from 'zod';
import { reason } from '../reasons.ts';

/** The specification's cities; anything else is read as Moshi. */
export const venueCities = ['Moshi', 'Arusha', 'DarEsSalaam', 'Dodoma', 'Mwanza', 'Zanzibar'] as const;
export type VenueCity = (typeof venueCities)[number];
/** hotels: tourism=hotel; halls: amenity community_centre, hall or events_venue; wedding: a name with "venue". */
export const venueCategories = ['hotels', 'halls', 'wedding'] as const;
export type VenueCategory = (typeof venueCategories)[number];

export const venueSearchQuery = z.object({
  city: z.string().max(60).optional().describe('One of the six cities; anything else, or none, means Moshi'),
  category: z.enum(venueCategories, { error: reason('venues.category_unknown') }).default('hotels'),
});

export const venuePlace = z.object({
  name: z.string().nullable(),
  /** tourism or amenity tag (hotel, community_centre, …); null when neither is set. */
  type: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** phone, contact:phone or contact:mobile, first found. */
  phone: z.string().nullable(),
});
export type VenuePlace = z.infer<typeof venuePlace>;

export const venueSearchResponse = z.object({
  city: z.enum(venueCities),
  category: z.enum(venueCategories),
  places: z.array(venuePlace),
  fetchedAt: z.string().describe('When Overpass gave these places'),
  stale: z.boolean().describe('True when Overpass failed or was slow and an older copy is served'),
});
export type VenueSearchResponse = z.infer<typeof venueSearchResponse>;
