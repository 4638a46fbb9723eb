// The review rules: one review per person and listing (writing again edits it), replies only from the listing's
// own vendor, hiding by admins (audited) that the author cannot undo: they may edit a hidden review, and it stays
// hidden, but not delete it, or deleting and writing again would publish what the moderators took down. listings.rating_count/rating_sum move in the same transaction as every
// change, counting visible reviews only, so list pages sort and show ratings without a join.
import type {
  AdminReviewsQuery,
  AdminReviewsResponse,
  ListingReviewsResponse,
  RatingSummary,
  RecentReviewsResponse,
  Review,
  VendorReviewsResponse,
  WriteReviewBody,
} from '@sherehe/core/api/reviews';
import { shortName } from '@sherehe/core/short-name';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, type PagePosition, pageOf } from '../../platform/page-cursor.ts';
import {
  changeAggregates,
  deleteReview,
  findListing,
  findOwnReview,
  findReview,
  insertReview,
  type ListingForReviews,
  type ReviewRow,
  selectAllReviews,
  selectListingReviews,
  selectRecentReviews,
  selectVendorReviews,
  setHidden,
  setReply,
  updateReviewText,
} from './queries.ts';

export type ReviewDeps = { db: Database };
type Viewer = { id: string; role: 'user' | 'vendor' | 'admin' } | null;

const iso = (value: Date | string) => new Date(value).toISOString();

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    listingId: row.listing_id,
    rating: Number(row.rating),
    body: row.body,
    authorName: shortName(row.author_name),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    verifiedBooking: row.verified_booking,
    reply:
      row.vendor_reply !== null && row.replied_at !== null
        ? { body: row.vendor_reply, repliedAt: iso(row.replied_at) }
        : null,
  };
}

export function summaryOf(listing: { rating_count: number; rating_sum: number }): RatingSummary {
  const count = Number(listing.rating_count);
  return { count, average: count > 0 ? Math.round((Number(listing.rating_sum) / count) * 10) / 10 : null };
}

const isPublic = (listing: ListingForReviews | undefined): listing is ListingForReviews =>
  listing?.status === 'published' && listing.vendor_status === 'active';

const notFound = () => new AppError('not_found', 'listing.not_found');

export async function listingReviews(
  { db }: ReviewDeps,
  viewer: Viewer,
  listingId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<ListingReviewsResponse> {
  const listing = await findListing(db, listingId);
  if (!isPublic(listing)) throw notFound();
  const rows = await selectListingReviews(db, listingId, {
    limit: page.limit + 1,
    after: page.cursor ? decodeCursor(page.cursor) : undefined,
  });
  const { rows: shown, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_rank })),
    page.limit,
  );
  const own = viewer ? await findOwnReview(db, listingId, viewer.id) : undefined;
  const ownsListing = viewer !== null && viewer.id === listing.vendor_user_id;
  return {
    summary: summaryOf(listing),
    reviews: shown.map(toReview),
    nextCursor,
    viewer: {
      canReview: viewer !== null && !ownsListing,
      ownReview: own ? { ...toReview(own), hidden: own.hidden_at !== null } : null,
      canReply: ownsListing && viewer?.role === 'vendor',
    },
  };
}

/** The first review of this person on this listing, or an edit of theirs. */
export async function writeReview(
  { db }: ReviewDeps,
  userId: string,
  listingId: string,
  input: WriteReviewBody,
): Promise<{ review: Review; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    const listing = await findListing(tx, listingId, true);
    if (!listing || listing.status === 'draft') throw notFound();
    if (!isPublic(listing)) throw new AppError('business_rule', 'listing.unavailable');
    if (listing.vendor_user_id === userId) {
      throw new AppError('business_rule', 'review.own_listing');
    }
    const existing = await findOwnReview(tx, listingId, userId);
    if (!existing) {
      const id = await insertReview(tx, { listingId, userId, ...input });
      await changeAggregates(tx, listingId, 1, input.rating);
      return { id, created: true };
    }
    await updateReviewText(tx, existing.id, input);
    // A hidden review stays out of the figures, edited or not.
    if (existing.hidden_at === null) await changeAggregates(tx, listingId, 0, input.rating - existing.rating);
    return { id: existing.id, created: false };
  });
  const row = await findReview(db, result.id);
  if (!row) throw new Error('review vanished');
  return { review: toReview(row), created: result.created };
}

export async function deleteOwnReview({ db }: ReviewDeps, userId: string, listingId: string) {
  await db.transaction(async (tx) => {
    if (!(await findListing(tx, listingId, true))) throw notFound();
    const existing = await findOwnReview(tx, listingId, userId);
    if (!existing) throw new AppError('not_found', 'review.none_yet');
    if (existing.hidden_at !== null) throw new AppError('business_rule', 'review.hidden_cannot_delete');
    await deleteReview(tx, existing.id);
    await changeAggregates(tx, listingId, -1, -existing.rating);
  });
}

/** The listing's own vendor answers a review: once, and may edit that answer. */
export async function replyToReview(
  { db }: ReviewDeps,
  vendorUserId: string,
  reviewId: string,
  body: string,
) {
  await db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, true);
    if (!review) throw new AppError('not_found', 'review.not_found');
    const listing = await findListing(tx, review.listing_id);
    if (listing?.vendor_user_id !== vendorUserId) {
      throw new AppError('forbidden', 'review.reply_not_yours');
    }
    await setReply(tx, reviewId, body);
  });
  const row = await findReview(db, reviewId);
  if (!row) throw new Error('review vanished');
  return toReview(row);
}

export async function setReviewHidden(
  { db }: ReviewDeps,
  adminId: string,
  reviewId: string,
  hidden: boolean,
) {
  await db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, true);
    if (!review) throw new AppError('not_found', 'review.not_found');
    if ((review.hidden_at !== null) === hidden) return; // already so: nothing to change or to audit
    await findListing(tx, review.listing_id, true);
    await setHidden(tx, reviewId, hidden ? adminId : null);
    const sign = hidden ? -1 : 1;
    await changeAggregates(tx, review.listing_id, sign, sign * review.rating);
    await recordAudit(tx, {
      actorId: adminId,
      action: hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: reviewId,
      details: { listingId: review.listing_id, authorId: review.user_id, rating: review.rating },
    });
  });
  const row = await findReview(db, reviewId);
  if (!row) throw new Error('review vanished');
  return {
    ...toReview(row),
    listingTitle: row.listing_title,
    hidden: row.hidden_at !== null,
    authorId: row.user_id,
  };
}

export async function recentReviews({ db }: ReviewDeps, limit: number): Promise<RecentReviewsResponse> {
  const rows = await selectRecentReviews(db, limit);
  return { reviews: rows.map((row) => ({ ...toReview(row), listingTitle: row.listing_title })) };
}

// A page of reviews for moderation or the vendor area: each says which listing it is about and whether it is hidden.
async function reviewsPage(
  query: { limit: number; cursor?: string | undefined },
  select: (paging: { limit: number; after: PagePosition | undefined }) => Promise<ReviewRow[]>,
) {
  const rows = await select({
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, exactCreatedAt: row.exact_created_at })),
    query.limit,
  );
  return {
    rows: page.rows.map((row) => ({
      row,
      review: { ...toReview(row), listingTitle: row.listing_title, hidden: row.hidden_at !== null },
    })),
    nextCursor: page.nextCursor,
  };
}

export async function moderationList(
  { db }: ReviewDeps,
  query: AdminReviewsQuery,
): Promise<AdminReviewsResponse> {
  const { rows, nextCursor } = await reviewsPage(query, (paging) =>
    selectAllReviews(db, {
      ...paging,
      q: query.q,
      hidden: query.hidden === undefined ? undefined : query.hidden === 'true',
    }),
  );
  return { reviews: rows.map(({ row, review }) => ({ ...review, authorId: row.user_id })), nextCursor };
}

/** The vendor area's list: reviews of the caller's own listings only, whoever asks. */
export async function vendorReviews(
  { db }: ReviewDeps,
  vendorUserId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<VendorReviewsResponse> {
  const { rows, nextCursor } = await reviewsPage(query, (paging) =>
    selectVendorReviews(db, vendorUserId, paging),
  );
  return { reviews: rows.map(({ review }) => review), nextCursor };
}
