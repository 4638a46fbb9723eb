import { errorBody } from '@sherehe/core/api/errors';
import {
  adminReview,
  adminReviewsQuery,
  adminReviewsResponse,
  hideReviewBody,
  listingReviewsParams,
  listingReviewsResponse,
  recentReviewsQuery,
  recentReviewsResponse,
  review,
  reviewParams,
  reviewsPageQuery,
  vendorReviewsResponse,
  writeReplyBody,
  writeReviewBody,
} from '@sherehe/core/api/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
import {
  deleteOwnReview,
  listingReviews,
  moderationList,
  type ReviewDeps,
  recentReviews,
  replyToReview,
  setReviewHidden,
  vendorReviews,
  writeReview,
} from './service.ts';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, deps) => {
  app.get(
    '/listings/:listingId/reviews',
    {
      config: { ...publicRoute, refusals: { 400: ['page.cursor_invalid'], 404: ['listing.not_found'] } },
      schema: {
        tags,
        summary: "A listing's visible reviews, newest first, with the average and what the viewer may do",
        params: listingReviewsParams,
        querystring: reviewsPageQuery,
        response: { 200: listingReviewsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => listingReviews(deps, request.user, request.params.listingId, request.query),
  );

  app.put(
    '/listings/:listingId/reviews/mine',
    {
      config: {
        access: 'user',
        refusals: { 404: ['listing.not_found'], 422: ['listing.unavailable', 'review.own_listing'] },
      },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Rate a listing 1–5 with text; once per listing, so writing again edits the review',
        params: listingReviewsParams,
        body: writeReviewBody,
        response: { 200: review, 201: review, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const written = await writeReview(
        deps,
        signedInUser(request).id,
        request.params.listingId,
        request.body,
      );
      return reply.status(written.created ? 201 : 200).send(written.review);
    },
  );

  app.delete(
    '/listings/:listingId/reviews/mine',
    {
      config: {
        access: 'user',
        refusals: { 404: ['listing.not_found', 'review.none_yet'], 422: ['review.hidden_cannot_delete'] },
      },
      schema: {
        tags,
        summary: 'Delete my review of a listing',
        params: listingReviewsParams,
        response: { 204: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await deleteOwnReview(deps, signedInUser(request).id, request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/reviews/:id/reply',
    {
      config: { access: 'vendor', refusals: { 403: ['review.reply_not_yours'], 404: ['review.not_found'] } },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: "The listing's vendor replies to a review (once; writing again edits the reply)",
        params: reviewParams,
        body: writeReplyBody,
        response: { 200: review, 400: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => replyToReview(deps, signedInUser(request).id, request.params.id, request.body.body),
  );

  app.get(
    '/vendor/reviews',
    {
      config: { access: 'vendor', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['vendor area', ...tags],
        summary: "The reviews of the caller's own listings, newest first, hidden ones too (marked)",
        querystring: reviewsPageQuery,
        response: { 200: vendorReviewsResponse, 400: errorBody },
      },
    },
    async (request) => vendorReviews(deps, signedInUser(request).id, request.query),
  );

  app.get(
    '/reviews/recent',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The newest visible reviews across the site',
        querystring: recentReviewsQuery,
        response: { 200: recentReviewsResponse, 400: errorBody },
      },
    },
    async (request) => recentReviews(deps, request.query.limit),
  );

  app.get(
    '/admin/reviews',
    {
      config: { access: 'admin', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Every review for moderation, newest first, hidden ones too',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsResponse, 400: errorBody },
      },
    },
    async (request) => moderationList(deps, request.query),
  );

  app.patch(
    '/admin/reviews/:id',
    {
      config: { access: 'admin', refusals: { 404: ['review.not_found'] } },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Hide an abusive review (or show it again); audited',
        params: reviewParams,
        body: hideReviewBody,
        response: { 200: adminReview, 400: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      setReviewHidden(deps, signedInUser(request).id, request.params.id, request.body.hidden),
  );
};
