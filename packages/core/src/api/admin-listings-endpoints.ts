// The admins' view of every listing, and archiving or restoring one (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const adminListingsEndpoints = endpoints<typeof import('./admin-listings.ts')>()('admin-listings', {
  listings: {
    method: 'GET',
    path: '/admin/listings',
    summary: "Every listing, newest first, of any status; search by title or the shop's name",
    query: 'adminListingsQuery',
    response: 'adminListingsResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  moderate: {
    method: 'PATCH',
    path: '/admin/listings/:id',
    summary: 'Archive a listing with a reason (it leaves the catalogue) or restore it to draft; audited',
    params: 'adminListingParams',
    body: 'moderateListingBody',
    response: 'adminListing',
    refusals: {
      404: ['moderation.listing_not_found'],
      409: ['moderation.already_archived', 'moderation.restore_archived_only'],
    },
  },
});
