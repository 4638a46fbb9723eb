// The public catalogue: categories, the listing search, one listing and one vendor's profile (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const catalogueEndpoints = endpoints<typeof import('./catalogue.ts')>()('catalogue', {
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its number of public listings',
    response: 'categoriesResponse',
  },
  listings: {
    method: 'GET',
    path: '/listings',
    summary: 'Search and filter public listings, a page at a time',
    query: 'listingsQuery',
    response: 'listingsResponse',
    refusals: { 400: ['catalogue.cursor_invalid', 'catalogue.cursor_other_sort'] },
  },
  listing: {
    method: 'GET',
    path: '/listings/:id',
    summary: 'A public listing with its photos and its vendor',
    params: 'listingIdParams',
    response: 'listingDetail',
    refusals: { 404: ['catalogue.listing_unavailable'] },
  },
  vendor: {
    method: 'GET',
    path: '/vendors/:id',
    summary: "A vendor's public profile with their listings",
    params: 'vendorIdParams',
    response: 'vendorProfile',
    refusals: { 404: ['catalogue.vendor_not_listed'] },
  },
});
