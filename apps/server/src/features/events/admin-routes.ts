// /api/v1/admin/events…: every event for the admins, and hiding or showing one. HTTP only; rules in admin-service.ts.
import { errorBody } from '@sherehe/core/api/errors';
import {
  adminEvent,
  adminEventPage,
  adminEventsQuery,
  eventIdParams,
  hideEventInput,
} from '@sherehe/core/api/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { hideEvent, listAdminEvents, unhideEvent } from './admin-service.ts';
import type { EventDeps } from './service.ts';

const admin = 'admin' as const;
const tags = ['admin'];

export const adminEventRoutes: FastifyPluginAsyncZod<EventDeps> = async (app, deps) => {
  app.get(
    '/admin/events',
    {
      config: { access: admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: 'Every event, newest first; search by name or code, or list the hidden ones',
        querystring: adminEventsQuery,
        response: { 200: adminEventPage, 400: errorBody },
      },
    },
    async (request) => listAdminEvents(deps, request.query),
  );

  app.post(
    '/admin/events/:id/hide',
    {
      config: { access: admin, refusals: { 404: ['event.not_found'] } },
      schema: {
        tags,
        summary: 'Hide an event with a reason: its public page answers 404 and it takes no pledges; audited',
        params: eventIdParams,
        body: hideEventInput,
        response: { 200: adminEvent, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => hideEvent(deps, signedInUser(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/events/:id/unhide',
    {
      config: { access: admin, refusals: { 404: ['event.not_found'] } },
      schema: {
        tags,
        summary: 'Show a hidden event again; audited',
        params: eventIdParams,
        response: { 200: adminEvent, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => unhideEvent(deps, signedInUser(request).id, request.params.id),
  );
};
