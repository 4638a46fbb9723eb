// Photos in conversations: sent as one file per request, read back by who may see them (rules in photos.ts).
import fastifyMultipart from '@fastify/multipart';
import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile } from '../../platform/storage/read-upload.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { photoBytes, sendPhoto } from './photos.ts';
import type { ConversationDeps } from './service.ts';

export const conversationPhotoRoutes: FastifyPluginAsyncZod<ConversationDeps & { storage: Storage }> = async (
  app,
  deps,
) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  route(app, conversations.sendPhoto, { access: 'user' }, async (request, reply) => {
    const bytes = await readUploadedFile(request);
    return reply.status(201).send(await sendPhoto(deps, signedInUser(request).id, request.params.id, bytes));
  });

  route(app, conversations.photo, { access: 'user' }, async (request, reply) => {
    const user = signedInUser(request);
    // An admin reads a reported conversation's photos only after the second step of sign-in, as its words.
    const admin = user.role === 'admin' && Boolean(request.session?.secondFactorAt);
    const bytes = await photoBytes(deps, { id: user.id, admin }, request.params);
    // Private: kept by the browser that fetched it, never by a shared cache.
    return reply
      .header('cache-control', 'private, max-age=3600')
      .header('content-type', 'image/webp')
      .send(bytes);
  });
};
