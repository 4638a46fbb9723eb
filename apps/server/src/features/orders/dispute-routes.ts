// A dispute on an order: the customer opens it (POST /orders/:id/dispute), the vendor answers, either side adds
// photos (served to the two sides and admins only), and admins list and decide them. HTTP only: rules in disputes.ts.
import fastifyMultipart from '@fastify/multipart';
import {
  adminDisputesQuery,
  adminDisputesResponse,
  answerDisputeBody,
  decideDisputeBody,
  disputeIdParams,
  disputePhotoParams,
  openDisputeBody,
} from '@sherehe/core/api/disputes';
import { errorBody } from '@sherehe/core/api/errors';
import { orderDetail, orderIdParams } from '@sherehe/core/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile, uploadRefusals } from '../../platform/storage/read-upload.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  addDisputePhoto,
  adminDisputes,
  answerDispute,
  decideDispute,
  disputePhotoBytes,
  openDispute,
} from './disputes.ts';
import type { OrderDeps } from './order-deps.ts';
import { getOrder, viewerOf } from './service.ts';

const tags = ['orders'];
const failures = { 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const disputeRoutes: FastifyPluginAsyncZod<OrderDeps & { storage: Storage }> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const viewer = (request: Parameters<typeof signedInUser>[0]) =>
    viewerOf(deps.db, signedInUser(request), Boolean(request.session?.secondFactorAt));

  app.post(
    '/orders/:id/dispute',
    {
      config: {
        access: 'user',
        refusals: {
          404: ['order.not_found'],
          409: ['dispute.exists', 'order.payment_under_way'],
          422: ['dispute.not_yet', 'dispute.money_released'],
        },
      },
      schema: {
        tags,
        summary:
          'Report a problem with an order while its money is held: it stays frozen until an admin decides',
        params: orderIdParams,
        body: openDisputeBody,
        response: { 201: orderDetail, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openDispute(deps, request.params.id, await viewer(request), request.body)),
  );

  app.put(
    '/orders/:id/dispute/answer',
    {
      config: {
        access: 'user',
        refusals: { 404: ['order.not_found', 'dispute.not_found'], 409: ['dispute.decided'] },
      },
      schema: {
        tags,
        summary: "The vendor's side of a dispute; it may be reworded until an admin decides",
        params: orderIdParams,
        body: answerDisputeBody,
        response: { 200: orderDetail, ...failures },
      },
    },
    async (request) => answerDispute(deps, request.params.id, await viewer(request), request.body.text),
  );

  app.post(
    '/orders/:id/dispute/photos',
    {
      config: {
        access: 'user',
        refusals: {
          ...uploadRefusals,
          404: ['order.not_found', 'dispute.not_found'],
          409: ['dispute.decided'],
          422: ['dispute.too_many_photos'],
        },
      },
      schema: {
        tags,
        summary: 'Add a photo of evidence on your side of a dispute (multipart, field "file"; up to 4 each)',
        consumes: ['multipart/form-data'],
        params: orderIdParams,
        response: { 201: orderDetail, ...failures, 413: errorBody },
      },
    },
    async (request, reply) => {
      const who = await viewer(request);
      const bytes = await readUploadedFile(request);
      return reply.status(201).send(await addDisputePhoto(deps, deps.storage, request.params.id, who, bytes));
    },
  );

  app.get(
    '/orders/:id/dispute/photos/:photoId',
    {
      config: { access: 'user', refusals: { 404: ['order.not_found', 'dispute.not_found'] } },
      schema: {
        tags,
        summary: "A photo of a dispute's evidence (WebP), for the order's customer, its vendor and admins",
        params: disputePhotoParams,
        response: { 200: z.unknown().describe('The photo, WebP'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const bytes = await disputePhotoBytes(
        deps,
        deps.storage,
        request.params.id,
        request.params.photoId,
        await viewer(request),
      );
      // Evidence is private: kept by the browser that fetched it, never by a shared cache.
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('content-type', 'image/webp')
        .send(bytes);
    },
  );

  app.get(
    '/admin/disputes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Disputes: the open ones oldest first, or the decided ones newest first',
        querystring: adminDisputesQuery,
        response: { 200: adminDisputesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminDisputes(deps, request.query.state);
    },
  );

  app.post(
    '/admin/disputes/:id/decide',
    {
      config: {
        access: 'admin',
        refusals: {
          404: ['dispute.not_found'],
          409: ['dispute.decided'],
          422: ['dispute.refund_too_large', 'payments.refund_not_paid', 'payments.refund_too_much'],
        },
      },
      schema: {
        tags: ['admin'],
        summary:
          'Decide a dispute: a full refund, a partial refund (the rest released to the vendor), or a release',
        params: disputeIdParams,
        body: decideDisputeBody,
        response: { 200: orderDetail, ...failures },
      },
    },
    async (request) => {
      const admin = await viewer(request);
      const orderId = await decideDispute(deps, request.params.id, admin.id, request.body);
      return getOrder(deps, orderId, admin);
    },
  );
};
