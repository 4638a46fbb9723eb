// /api/v1/events/…: the host's and the committee's event, its committee and history; /public/events/{code}: the
// page a contributor opens from the share link. HTTP only; the rules are in the services.
import fastifyMultipart from '@fastify/multipart';
import { errorBody } from '@sherehe/core/api/errors';
import {
  committeeInvite,
  committeeList,
  committeeMember,
  committeeRoleChange,
  cursorQuery,
  eventCodeParams,
  eventDetail,
  eventHistoryPage,
  eventIdParams,
  eventInput,
  eventUpdate,
  memberIdParams,
  myEvents,
  publicEvent,
} from '@sherehe/core/api/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { messageRefusals } from '../../platform/outbound/budget.ts';
import { MAX_UPLOAD_BYTES } from '../../platform/storage/image-limits.ts';
import { readUploadedFile, uploadRefusals } from '../../platform/storage/read-upload.ts';
import { changeMemberRole, committeeOf, inviteMember, removeMember } from './committee-service.ts';
import { onEventRefusals as onEvent } from './event-access.ts';
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

const tags = ['events'];
const user = 'user' as const;
const dateRules = ['event.date_past', 'event.deadline_after_event', 'event.deadline_past'] as const;
const failures = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const eventRoutes: FastifyPluginAsyncZod<EventDeps> = async (app, deps) => {
  // Scoped to these routes: one file per request, refused while streaming once it passes the limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    '/events',
    {
      config: { access: user, refusals: { 400: ['event.starts_at_invalid'], 422: [...dateRules] } },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary:
          'Create an event (I am its host); it gets a short code for its share link and is open for pledges',
        body: eventInput,
        response: { 201: eventDetail, 400: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvent(deps, signedInUser(request), request.body)),
  );

  app.get(
    '/events/mine',
    {
      config: { access: user },
      schema: {
        tags,
        summary: 'The events I host and the ones I help organise, upcoming first, with their figures',
        response: { 200: myEvents },
      },
    },
    async (request) => listMyEvents(deps, signedInUser(request)),
  );

  app.get(
    '/events/:id',
    {
      config: { access: user, refusals: { 404: ['event.not_found'] } },
      schema: {
        tags,
        summary: 'One event, for its host and committee, with my role and what it lets me do',
        params: eventIdParams,
        response: { 200: eventDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => getEvent(deps, signedInUser(request), request.params.id),
  );

  app.patch(
    '/events/:id',
    {
      config: {
        access: user,
        refusals: { ...onEvent, 400: ['event.starts_at_invalid'], 422: [...onEvent[422], ...dateRules] },
      },
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Change the event (host, chair)',
        params: eventIdParams,
        body: eventUpdate,
        response: { 200: eventDetail, ...failures },
      },
    },
    async (request) => changeEvent(deps, signedInUser(request), request.params.id, request.body),
  );

  app.post(
    '/events/:id/close',
    {
      config: { access: user, refusals: { ...onEvent, 409: ['event.already_closed'] } },
      schema: {
        tags,
        summary: 'Stop taking pledges (host, chair)',
        params: eventIdParams,
        response: { 200: eventDetail, ...failures },
      },
    },
    async (request) => setEventStatus(deps, signedInUser(request), request.params.id, 'closed'),
  );

  app.post(
    '/events/:id/reopen',
    {
      config: { access: user, refusals: { ...onEvent, 409: ['event.already_open'] } },
      schema: {
        tags,
        summary: 'Take pledges again (host, chair)',
        params: eventIdParams,
        response: { 200: eventDetail, ...failures },
      },
    },
    async (request) => setEventStatus(deps, signedInUser(request), request.params.id, 'open'),
  );

  app.put(
    '/events/:id/cover',
    {
      config: {
        access: user,
        refusals: { ...onEvent, ...uploadRefusals },
      },
      schema: {
        tags,
        summary: 'Set the cover photo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB; host, chair)',
        consumes: ['multipart/form-data'],
        params: eventIdParams,
        response: { 200: eventDetail, ...failures, 413: errorBody },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      return setCover(deps, actor, request.params.id, await readUploadedFile(request));
    },
  );

  app.delete(
    '/events/:id/cover',
    {
      config: { access: user, refusals: onEvent },
      schema: {
        tags,
        summary: 'Remove the cover photo (host, chair)',
        params: eventIdParams,
        response: { 200: eventDetail, ...failures },
      },
    },
    async (request) => removeCover(deps, signedInUser(request), request.params.id),
  );

  app.get(
    '/public/events/:code',
    {
      config: { access: 'public', refusals: { 404: ['event.not_found'] } },
      schema: {
        tags,
        summary: 'The public page behind a share code: no phone numbers, no contributor list',
        params: eventCodeParams,
        response: { 200: publicEvent, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const page = await publicEventOf(deps, request.params.code);
      // Shared links are opened by many at once: a few seconds of caching spares the database, and the figures
      // and a hiding stay fresh within that.
      reply.header('cache-control', 'public, max-age=5');
      return page;
    },
  );

  app.get(
    '/events/:id/committee',
    {
      config: { access: user, refusals: { 403: onEvent[403], 404: onEvent[404] } },
      schema: {
        tags,
        summary: 'The committee: the host and every invited co-organiser with their role',
        params: eventIdParams,
        response: { 200: committeeList, ...failures },
      },
    },
    async (request) => committeeOf(deps, signedInUser(request), request.params.id),
  );

  app.post(
    '/events/:id/committee',
    {
      config: {
        access: user,
        refusals: {
          ...onEvent,
          409: ['committee.already_member'],
          422: [...onEvent[422], 'committee.is_host', 'committee.full'],
          429: [...messageRefusals],
        },
      },
      schema: {
        tags,
        summary:
          'Invite a co-organiser by phone or e-mail, in a role; the invitation goes out by SMS or e-mail',
        params: eventIdParams,
        body: committeeInvite,
        response: { 201: committeeMember, ...failures, 429: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteMember(deps, signedInUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/events/:id/committee/:memberId',
    {
      config: {
        access: user,
        refusals: { ...onEvent, 404: [...onEvent[404], 'committee.member_not_found'] },
      },
      schema: {
        tags,
        summary: "Change a co-organiser's role",
        params: memberIdParams,
        body: committeeRoleChange,
        response: { 200: committeeMember, ...failures },
      },
    },
    async (request) =>
      changeMemberRole(
        deps,
        signedInUser(request),
        request.params.id,
        request.params.memberId,
        request.body.role,
      ),
  );

  app.delete(
    '/events/:id/committee/:memberId',
    {
      config: {
        access: user,
        refusals: { ...onEvent, 404: [...onEvent[404], 'committee.member_not_found'] },
      },
      schema: {
        tags,
        summary: 'Remove a co-organiser from the committee',
        params: memberIdParams,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await removeMember(deps, signedInUser(request), request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/events/:id/history',
    {
      config: {
        access: user,
        refusals: { 400: ['page.cursor_invalid'], 403: onEvent[403], 404: onEvent[404] },
      },
      schema: {
        tags,
        summary: 'Everything that changed on the event, newest first, a page at a time',
        params: eventIdParams,
        querystring: cursorQuery,
        response: { 200: eventHistoryPage, ...failures },
      },
    },
    async (request) => historyPage(deps, signedInUser(request), request.params.id, request.query.cursor),
  );
};
