// /api/v1/admin/events…: every event for the admins, and hiding or showing one. HTTP only; rules in admin-service.ts.
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { hideEvent, listAdminEvents, unhideEvent } from './admin-service.ts';
import type { EventDeps } from './service.ts';

const admin = 'admin' as const;

export const adminEventRoutes: FastifyPluginAsyncZod<EventDeps> = async (app, deps) => {
  route(app, events.adminList, { access: admin }, async (request) => listAdminEvents(deps, request.query));

  route(app, events.hide, { access: admin }, async (request) =>
    hideEvent(deps, signedInUser(request).id, request.params.id, request.body.reason),
  );

  route(app, events.unhide, { access: admin }, async (request) =>
    unhideEvent(deps, signedInUser(request).id, request.params.id),
  );
};
