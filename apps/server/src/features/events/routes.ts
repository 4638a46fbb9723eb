// /api/v1/events/…: the host's and the committee's event, its committee and history; /public/events/{code}: the
// page a contributor opens from the share link. HTTP only; the rules are in the services.
import fastifyMultipart from '@fastify/multipart';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile } from '../../platform/storage/read-upload.ts';
import { changeMemberRole, committeeOf, inviteMember, removeMember } from './committee-service.ts';
import { eventHistoryPage as historyPage } from './history-service.ts';
import {
  changeEvent,
  createEvent,
  type EventDeps,
  getEvent,
  myEvents as listMyEvents,
  publicEventOf,
  removeCover,
  setCover,
  setEventStatus,
} from './service.ts';

const user = 'user' as const;

export const eventRoutes: FastifyPluginAsyncZod<EventDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  route(app, events.create, { access: user, bodyLimit: 32 * 1024 }, async (request) =>
    createEvent(deps, signedInUser(request), request.body),
  );

  route(app, events.mine, { access: user }, async (request) => listMyEvents(deps, signedInUser(request)));

  route(app, events.get, { access: user }, async (request) =>
    getEvent(deps, signedInUser(request), request.params.id),
  );

  route(app, events.update, { access: user, bodyLimit: 32 * 1024 }, async (request) =>
    changeEvent(deps, signedInUser(request), request.params.id, request.body),
  );

  route(app, events.close, { access: user }, async (request) =>
    setEventStatus(deps, signedInUser(request), request.params.id, 'closed'),
  );

  route(app, events.reopen, { access: user }, async (request) =>
    setEventStatus(deps, signedInUser(request), request.params.id, 'open'),
  );

  route(app, events.setCover, { access: user }, async (request) => {
    const actor = signedInUser(request);
    return setCover(deps, actor, request.params.id, await readUploadedFile(request));
  });

  route(app, events.removeCover, { access: user }, async (request) =>
    removeCover(deps, signedInUser(request), request.params.id),
  );

  route(app, events.publicEvent, { access: 'public' }, async (request, reply) => {
    const page = await publicEventOf(deps, request.params.code);
    // Shared links are opened by many at once: a few seconds of caching spares the database, and the figures
    // and a hiding stay fresh within that.
    reply.header('cache-control', 'public, max-age=5');
    return page;
  });

  route(app, events.committee, { access: user }, async (request) =>
    committeeOf(deps, signedInUser(request), request.params.id),
  );

  route(app, events.invite, { access: user }, async (request) =>
    inviteMember(deps, signedInUser(request), request.params.id, request.body),
  );

  route(app, events.changeRole, { access: user }, async (request) =>
    changeMemberRole(
      deps,
      signedInUser(request),
      request.params.id,
      request.params.memberId,
      request.body.role,
    ),
  );

  route(app, events.removeMember, { access: user }, async (request) => {
    await removeMember(deps, signedInUser(request), request.params.id, request.params.memberId);
    return null;
  });

  route(app, events.history, { access: user }, async (request) =>
    historyPage(deps, signedInUser(request), request.params.id, request.query.cursor),
  );
};
