// Reviews of listings (our own, in place of the spec's third-party widget): one per person and listing, a reply from
// the listing's vendor, hidden by admins when abusive.
import { z } from 'zod';
import { type Reason, reason } from '../reasons.ts';
import { REVIEW_TEXT_MAX } from '../review-limits.ts';
import { plainText, wellFormed } from './plain-text.ts';

export const REVIEW_BODY_MAX = REVIEW_TEXT_MAX;
export const REVIEW_REPLY_MAX = REVIEW_TEXT_MAX;

// Line breaks and tabs are how people write paragraphs; every other control character is refused (plain-text.ts).
const NO_CONTROL_EXCEPT_LINES = /^[^\p{Cc}]*$/u;
const paragraphs = (required: Reason, max: number) =>
  wellFormed(z.string({ error: required }).trim())
    .min(1, required)
    .max(max, reason('review.text_too_long'))
    .refine((text) => NO_CONTROL_EXCEPT_LINES.test(text.replace(/[\r\n\t]/g, '')), {
      message: reason('text.plain_only'),
    });

export const writeReviewBody = z.object({
  rating: z
    .number({ error: reason('review.stars') })
    .int(reason('review.stars'))
    .min(1, reason('review.stars'))
    .max(5, reason('review.stars')),
  body: paragraphs(reason('review.body_required'), REVIEW_BODY_MAX),
});
export type WriteReviewBody = z.infer<typeof writeReviewBody>;

export const writeReplyBody = z.object({
  body: paragraphs(reason('review.reply_required'), REVIEW_REPLY_MAX),
});
export type WriteReplyBody = z.infer<typeof writeReplyBody>;

export const hideReviewBody = z.object({ hidden: z.boolean() });
export type HideReviewBody = z.infer<typeof hideReviewBody>;

export const listingReviewsParams = z.object({ listingId: z.uuid(reason('listing.id_invalid')) });
export const reviewParams = z.object({ id: z.uuid(reason('review.id_invalid')) });

export const reviewsPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

export const review = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  /** First name and the initial of the last, not the full name. */
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The author had a delivered order of this listing through Sherehe. */
  verifiedBooking: z.boolean(),
  reply: z.object({ body: z.string(), repliedAt: z.iso.datetime() }).nullable(),
});
export type Review = z.infer<typeof review>;

export const ratingSummary = z.object({
  /** To one decimal; null without visible reviews. Hidden reviews count nowhere. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const listingReviewsResponse = z.object({
  summary: ratingSummary,
  reviews: z.array(review),
  nextCursor: z.string().nullable(),
  /** What the person looking may do; all false and null for visitors. */
  viewer: z.object({
    canReview: z.boolean(),
    /** Their own review, also when an admin hid it (then `hidden` says so). */
    ownReview: review.extend({ hidden: z.boolean() }).nullable(),
    /** True for the vendor whose listing this is: they may reply to each review once (and edit the reply). */
    canReply: z.boolean(),
  }),
});
export type ListingReviewsResponse = z.infer<typeof listingReviewsResponse>;

export const recentReview = review.extend({ listingTitle: z.string() });
export type RecentReview = z.infer<typeof recentReview>;
export const recentReviewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(6) });
export const recentReviewsResponse = z.object({ reviews: z.array(recentReview) });
export type RecentReviewsResponse = z.infer<typeof recentReviewsResponse>;

export const adminReview = recentReview.extend({ hidden: z.boolean(), authorId: z.uuid() });
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewsQuery = reviewsPageQuery.extend({
  /** Words of the review, its author's name or the listing's title. */
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  hidden: z.enum(['true', 'false']).optional(),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuery>;
export const adminReviewsResponse = z.object({
  reviews: z.array(adminReview),
  nextCursor: z.string().nullable(),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

/** A review of one of the caller's own listings, for the vendor area: hidden ones too, marked. */
export const vendorReview = recentReview.extend({ hidden: z.boolean() });
export type VendorReview = z.infer<typeof vendorReview>;
export const vendorReviewsResponse = z.object({
  reviews: z.array(vendorReview),
  nextCursor: z.string().nullable(),
});
export type VendorReviewsResponse = z.infer<typeof vendorReviewsResponse>;
