import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { selectRows } from '../../db/rows.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

export type ListingForReviews = {
  id: string;
  status: 'draft' | 'published' | 'archived';
  vendor_status: 'active' | 'suspended';
  vendor_user_id: string;
  rating_count: number;
  rating_sum: number;
};

/** The listing with its vendor's account; `lock` holds it for the transaction so aggregate changes queue up. */
export async function findListing(db: Database, listingId: string, lock = false) {
  const [row] = await selectRows<ListingForReviews>(
    db,
    sql`select l.id, l.status, v.status as vendor_status, v.user_id as vendor_user_id, l.rating_count, l.rating_sum
        from listings l join vendors v on v.id = l.vendor_id
        where l.id = ${listingId} ${lock ? sql`for update of l` : sql``}`,
  );
  return row;
}

export async function changeAggregates(
  db: Database,
  listingId: string,
  countDelta: number,
  sumDelta: number,
) {
  if (countDelta === 0 && sumDelta === 0) return;
  await db.execute(sql`update listings set rating_count = rating_count + ${countDelta},
    rating_sum = rating_sum + ${sumDelta} where id = ${listingId}`);
}

export type ReviewRow = {
  id: string;
  listing_id: string;
  user_id: string;
  rating: number;
  body: string;
  author_name: string;
  vendor_reply: string | null;
  replied_at: Date | string | null;
  hidden_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  exact_created_at: string;
  listing_title: string;
  verified_booking: boolean;
};

// A verified booking: the author had a delivered order of this listing. Read from the orders each time rather than
// stored, so a review written before the delivery is marked the moment the vendor marks the order delivered.
const verifiedBooking = sql`exists (select 1 from orders o join order_lines ol on ol.order_id = o.id
  where o.customer_id = r.user_id and ol.listing_id = r.listing_id and o.status = 'delivered')`;

const reviewColumns = sql`r.id, r.listing_id, r.user_id, r.rating, r.body, u.name as author_name, r.vendor_reply,
  r.replied_at, r.hidden_at, r.created_at, r.updated_at, l.title as listing_title,
  ${exactCreatedAt(sql`r.created_at`)} as exact_created_at, ${verifiedBooking} as verified_booking`;

// A listing shows verified bookings first. Its list is ordered by the review's time moved a century on for them,
// so the one (time, id) cursor of every newest-first list pages through both groups without a second key.
const listingRank = sql`(r.created_at + case when ${verifiedBooking} then interval '100 years' else interval '0 seconds' end)`;
const olderReviews = (after: PagePosition | undefined) => olderThan(sql`r.created_at`, sql`r.id`, after);
const reviewSource = sql`reviews r join users u on u.id = r.user_id join listings l on l.id = r.listing_id`;

export async function findReview(db: Database, id: string, lock = false): Promise<ReviewRow | undefined> {
  const [row] = await selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from ${reviewSource} where r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  );
  return row;
}

export async function findOwnReview(db: Database, listingId: string, userId: string) {
  const [row] = await selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from ${reviewSource} where r.listing_id = ${listingId} and r.user_id = ${userId}`,
  );
  return row;
}

/** Visible reviews of a listing, verified bookings first and then newest first, one page after `after`. */
export async function selectListingReviews(
  db: Database,
  listingId: string,
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<ReviewRow & { exact_rank: string }>(
    db,
    sql`select ${reviewColumns}, ${exactCreatedAt(listingRank)} as exact_rank from ${reviewSource}
        where r.listing_id = ${listingId} and r.hidden_at is null and ${olderThan(listingRank, sql`r.id`, after)}
        order by ${listingRank} desc, r.id desc limit ${limit}`,
  );
}

/** Across the site: visible reviews of listings the public can see. */
export async function selectRecentReviews(db: Database, limit: number) {
  return selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from ${reviewSource} join vendors v on v.id = l.vendor_id
        where r.hidden_at is null and l.status = 'published' and v.status = 'active'
        order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

/** For moderation: every review, hidden ones too (or only those, or only the visible), found by its words. */
export async function selectAllReviews(
  db: Database,
  {
    limit,
    after,
    hidden,
    q,
  }: {
    limit: number;
    after?: PagePosition | undefined;
    hidden?: boolean | undefined;
    q?: string | undefined;
  },
) {
  const hiddenFilter =
    hidden === undefined ? sql`true` : hidden ? sql`r.hidden_at is not null` : sql`r.hidden_at is null`;
  const pattern = containsPattern(q);
  const search = pattern
    ? sql`(r.body ilike ${pattern} or u.name ilike ${pattern} or l.title ilike ${pattern})`
    : sql`true`;
  return selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from ${reviewSource}
        where ${hiddenFilter} and ${search} and ${olderReviews(after)}
        order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

/** The reviews of one vendor account's listings (any status), hidden ones too, newest first. */
export async function selectVendorReviews(
  db: Database,
  vendorUserId: string,
  { limit, after }: { limit: number; after?: PagePosition | undefined },
) {
  return selectRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from ${reviewSource} join vendors v on v.id = l.vendor_id
        where v.user_id = ${vendorUserId} and ${olderReviews(after)}
        order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

export async function insertReview(
  db: Database,
  review: { listingId: string; userId: string; rating: number; body: string },
): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`insert into reviews (listing_id, user_id, rating, body)
        values (${review.listingId}, ${review.userId}, ${review.rating}, ${review.body}) returning id`,
  );
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

export async function updateReviewText(db: Database, id: string, change: { rating: number; body: string }) {
  await db.execute(
    sql`update reviews set rating = ${change.rating}, body = ${change.body}, updated_at = now() where id = ${id}`,
  );
}

export async function deleteReview(db: Database, id: string) {
  await db.execute(sql`delete from reviews where id = ${id}`);
}

export async function setReply(db: Database, id: string, reply: string) {
  await db.execute(sql`update reviews set vendor_reply = ${reply}, replied_at = now() where id = ${id}`);
}

export async function setHidden(db: Database, id: string, hiddenBy: string | null) {
  await db.execute(
    hiddenBy
      ? sql`update reviews set hidden_at = now(), hidden_by = ${hiddenBy} where id = ${id}`
      : sql`update reviews set hidden_at = null, hidden_by = null where id = ${id}`,
  );
}
