// Listing moderation: an admin archives a listing with a reason (it leaves the public catalogue, and its vendor may
// not publish it again) or restores it to draft; each change is audited in the same transaction as the change.
import type { AdminListing, ModerateListingBody } from '@sherehe/core/api/admin-listings';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import {
  type AdminListingRow,
  adminHoldOn,
  findAdminListing,
  listingsPage,
  lockListing,
  setListingStatus,
} from './queries.ts';

export type AdminListingsDeps = { db: Database };

/**
 * The reason ('' when none was given) while an admin's archiving holds the listing, else null. The vendor area asks
 * before a vendor moves a listing: only an admin lifts the hold.
 */
export function moderationHoldOn(db: Database, listingId: string): Promise<string | null> {
  return adminHoldOn(db, listingId);
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminListing(row: AdminListingRow): AdminListing {
  const held = row.status === 'archived' && row.moderation_action === 'listing.archived';
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    category: row.category,
    priceTzs: Number(row.price_tzs),
    priceUnit: row.price_unit,
    city: row.city,
    status: row.status,
    vendor: { id: row.vendor_id, businessName: row.vendor_name, status: row.vendor_status },
    ratingCount: Number(row.rating_count),
    archivedByAdmin:
      held && row.moderation_at !== null
        ? { reason: row.moderation_reason ?? '', actorName: row.moderation_actor, at: iso(row.moderation_at) }
        : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listListings(
  { db }: AdminListingsDeps,
  query: {
    q?: string | undefined;
    status?: AdminListingRow['status'] | undefined;
    limit: number;
    cursor?: string | undefined;
  },
) {
  const rows = await listingsPage(db, {
    q: query.q || undefined,
    status: query.status,
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_created_at })),
    query.limit,
  );
  return { listings: page.rows.map(toAdminListing), nextCursor: page.nextCursor };
}

const notFound = () => new AppError('not_found', 'moderation.listing_not_found');

export async function moderateListing(
  { db }: AdminListingsDeps,
  actorId: string,
  listingId: string,
  change: ModerateListingBody,
): Promise<AdminListing> {
  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) throw notFound();
    const before = await findAdminListing(tx, listingId);
    if (!before) throw notFound();
    const held = toAdminListing(before).archivedByAdmin !== null;
    if (change.status === 'archived' && held) {
      throw new AppError('conflict', 'moderation.already_archived');
    }
    if (change.status === 'draft' && before.status !== 'archived') {
      throw new AppError('conflict', 'moderation.restore_archived_only');
    }
    await setListingStatus(tx, listingId, change.status);
    await recordAudit(tx, {
      actorId,
      action: change.status === 'archived' ? 'listing.archived' : 'listing.restored',
      targetType: 'listing',
      targetId: listingId,
      details: {
        title: before.title,
        vendorId: before.vendor_id,
        businessName: before.vendor_name,
        from: before.status,
        ...(change.status === 'archived' ? { reason: change.reason } : {}),
      },
    });
    const after = await findAdminListing(tx, listingId);
    if (!after) throw new Error('the listing vanished inside its transaction');
    return toAdminListing(after);
  });
}
