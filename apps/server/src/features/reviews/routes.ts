import { reviewsEndpoints as reviews } from '@sherehe/core/api/reviews-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
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

export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, deps) => {
  route(app, reviews.listing, { access: 'public' }, async (request) =>
    listingReviews(deps, request.user, request.params.listingId, request.query),
  );

  route(app, reviews.writeMine, { access: 'user', bodyLimit: 16 * 1024 }, async (request, reply) => {
    const written = await writeReview(deps, signedInUser(request).id, request.params.listingId, request.body);
    return reply.status(written.created ? 201 : 200).send(written.review);
  });

  route(app, reviews.deleteMine, { access: 'user' }, async (request) => {
    await deleteOwnReview(deps, signedInUser(request).id, request.params.listingId);
    return null;
  });

  route(app, reviews.reply, { access: 'vendor', bodyLimit: 16 * 1024 }, async (request) =>
    replyToReview(deps, signedInUser(request).id, request.params.id, request.body.body),
  );

  route(app, reviews.vendorReviews, { access: 'vendor' }, async (request) =>
    vendorReviews(deps, signedInUser(request).id, request.query),
  );

  route(app, reviews.recent, { access: 'public' }, async (request) =>
    recentReviews(deps, request.query.limit),
  );

  route(app, reviews.adminReviews, { access: 'admin' }, async (request) =>
    moderationList(deps, request.query),
  );

  route(app, reviews.setHidden, { access: 'admin' }, async (request) =>
    setReviewHidden(deps, signedInUser(request).id, request.params.id, request.body.hidden),
  );
};
