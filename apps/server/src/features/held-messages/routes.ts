// GET /admin/held-messages: what the outbound budget held back, for an admin to see who is sending what to whom.
import { outboundEndpoints as outbound } from '@sherehe/core/api/outbound-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { route } from '../../platform/endpoint-route.ts';
import { heldMessages } from './service.ts';

export const heldMessageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, outbound.heldMessages, { access: 'admin' }, async (request) => heldMessages(db, request.query));
};
