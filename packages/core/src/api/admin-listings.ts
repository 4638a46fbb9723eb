// Admins moderate listings: find any listing by title or shop, archive one with a reason (it leaves the public
// catalogue and its vendor cannot publish it again), or restore it to draft for the vendor to fix and republish.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';
import { listingStatus } from './vendor-area.ts';

const REASON_MAX = 1000;

export const adminListingsQuery = z.object({
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  status: listingStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuery>;

export const adminListing = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(['service', 'product']),
  category: z.string(),
  priceTzs: z.number().int(),
  priceUnit: z.enum(['event', 'person', 'day', 'item']),
  city: z.string(),
  status: listingStatus,
  vendor: z.object({ id: z.uuid(), businessName: z.string(), status: z.enum(['active', 'suspended']) }),
  ratingCount: z.number().int(),
  /** Set while an admin's archiving holds the listing: why, by whom and when. Null when the vendor archived it. */
  archivedByAdmin: z
    .object({ reason: z.string(), actorName: z.string().nullable(), at: z.iso.datetime() })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminListing = z.infer<typeof adminListing>;

export const adminListingsResponse = z.object({
  listings: z.array(adminListing),
  nextCursor: z.string().nullable(),
});
export type AdminListingsResponse = z.infer<typeof adminListingsResponse>;

export const adminListingParams = z.object({ id: z.uuid(reason('listing.id_invalid')) });

export const moderateListingBody = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('archived'),
    reason: plainText(z.string().trim())
      .min(1, reason('moderation.archive_reason_required'))
      .max(REASON_MAX, reason('moderation.reason_too_long')),
  }),
  /** Back to draft: the vendor sees it again in their area and may publish it. */
  z.object({ status: z.literal('draft') }),
]);
export type ModerateListingBody = z.infer<typeof moderateListingBody>;
