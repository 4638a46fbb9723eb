// What each venue category means in OpenStreetMap tags (the specification's definitions), as an Overpass query.
import type { VenueCategory, VenueCity } from '@sherehe/core/api/venues';
import { overpassQuery } from '../../platform/overpass/overpass-query.ts';
import { cityBounds } from './venue-cities.ts';

const categoryFilters: Record<VenueCategory, string> = {
  hotels: '["tourism"="hotel"]',
  halls: '["amenity"~"^(community_centre|hall|events_venue)$"]',
  // ",i": case-insensitive, so "Venue", "VENUE" and "Wedding venue" all count.
  wedding: '["name"~"venue",i]',
};

export function venueOverpassQuery(city: VenueCity, category: VenueCategory): string {
  return overpassQuery(categoryFilters[category], cityBounds[city]);
}
