// Reviews of listings: reading, writing and deleting one's own, the vendor's replies, and the admins' moderation
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const reviewsEndpoints = endpoints<typeof import('./reviews.ts')>()('reviews', {
  listing: {
    method: 'GET',
    path: '/listings/:listingId/reviews',
    summary: "A listing's visible reviews, newest first, with the average and what the viewer may do",
    params: 'listingReviewsParams',
    query: 'reviewsPageQuery',
    response: 'listingReviewsResponse',
    refusals: { 400: ['page.cursor_invalid'], 404: ['listing.not_found'] },
  },
  /** 201 when the review is new; 200 when it was edited (the route answers which). */
  writeMine: {
    method: 'PUT',
    path: '/listings/:listingId/reviews/mine',
    summary: 'Rate a listing 1–5 with text; once per listing, so writing again edits the review',
    params: 'listingReviewsParams',
    body: 'writeReviewBody',
    response: 'review',
    also: { 201: 'review' },
    refusals: { 404: ['listing.not_found'], 422: ['listing.unavailable', 'review.own_listing'] },
  },
  deleteMine: {
    method: 'DELETE',
    path: '/listings/:listingId/reviews/mine',
    summary: 'Delete my review of a listing',
    params: 'listingReviewsParams',
    response: null,
    status: 204,
    refusals: { 404: ['listing.not_found', 'review.none_yet'], 422: ['review.hidden_cannot_delete'] },
  },
  reply: {
    method: 'PUT',
    path: '/reviews/:id/reply',
    summary: "The listing's vendor replies to a review (once; writing again edits the reply)",
    params: 'reviewParams',
    body: 'writeReplyBody',
    response: 'review',
    refusals: { 403: ['review.reply_not_yours'], 404: ['review.not_found'] },
  },
  vendorReviews: {
    method: 'GET',
    path: '/vendor/reviews',
    summary: "The reviews of the caller's own listings, newest first, hidden ones too (marked)",
    query: 'reviewsPageQuery',
    response: 'vendorReviewsResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  recent: {
    method: 'GET',
    path: '/reviews/recent',
    summary: 'The newest visible reviews across the site',
    query: 'recentReviewsQuery',
    response: 'recentReviewsResponse',
  },
  adminReviews: {
    method: 'GET',
    path: '/admin/reviews',
    summary: 'Every review for moderation, newest first, hidden ones too',
    query: 'adminReviewsQuery',
    response: 'adminReviewsResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  setHidden: {
    method: 'PATCH',
    path: '/admin/reviews/:id',
    summary: 'Hide an abusive review (or show it again); audited',
    params: 'reviewParams',
    body: 'hideReviewBody',
    response: 'adminReview',
    refusals: { 404: ['review.not_found'] },
  },
});
