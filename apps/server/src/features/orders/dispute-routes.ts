// A dispute on an order: the customer opens it (POST /orders/:id/dispute), the vendor answers, either side adds
// photos (served to the two sides and admins only), and admins list and decide them. HTTP only: rules in disputes.ts.
import fastifyMultipart from '@fastify/multipart';
import { disputesEndpoints as disputes } from '@sherehe/core/api/disputes-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile } from '../../platform/storage/read-upload.ts';
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

export const disputeRoutes: FastifyPluginAsyncZod<OrderDeps & { storage: Storage }> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const viewer = (request: Parameters<typeof signedInUser>[0]) =>
    viewerOf(deps.db, signedInUser(request), Boolean(request.session?.secondFactorAt));

  route(app, disputes.open, { access: 'user' }, async (request) =>
    openDispute(deps, request.params.id, await viewer(request), request.body),
  );

  route(app, disputes.answer, { access: 'user' }, async (request) =>
    answerDispute(deps, request.params.id, await viewer(request), request.body.text),
  );

  route(app, disputes.addPhoto, { access: 'user' }, async (request) => {
    const who = await viewer(request);
    const bytes = await readUploadedFile(request);
    return addDisputePhoto(deps, deps.storage, request.params.id, who, bytes);
  });

  route(app, disputes.photo, { access: 'user' }, async (request, reply) => {
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
  });

  route(app, disputes.adminList, { access: 'admin' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return adminDisputes(deps, request.query.state);
  });

  route(app, disputes.decide, { access: 'admin' }, async (request) => {
    const admin = await viewer(request);
    const orderId = await decideDispute(deps, request.params.id, admin.id, request.body);
    return getOrder(deps, orderId, admin);
  });
};
