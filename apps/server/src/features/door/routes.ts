// /api/v1/events/:id/door…: the gate devices' list and scans, and the arrivals the committee watches. HTTP only; the
// rules are in the service.
import { doorEndpoints as door } from '@sherehe/core/api/door-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { type DoorDeps, doorArrivals, doorList, scanCards } from './service.ts';

const user = 'user' as const;

export const doorRoutes: FastifyPluginAsyncZod<DoorDeps> = async (app, deps) => {
  route(app, door.list, { access: user }, async (request) =>
    doorList(deps, request.params.id, signedInUser(request), request.query),
  );

  // At most DOOR_SCANS_PER_SYNC_MAX scans of about 300 bytes each (a QR code's text is under 200).
  route(app, door.scan, { access: user, bodyLimit: 128 * 1024 }, async (request) =>
    scanCards(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, door.arrivals, { access: user }, async (request) =>
    doorArrivals(deps, request.params.id, signedInUser(request)),
  );
};
