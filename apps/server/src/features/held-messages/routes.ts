// GET /admin/held-messages: what the outbound budget held back, for an admin to see who is sending what to whom.
import { errorBody } from '@sherehe/core/api/errors';
import { heldMessagesPage, heldMessagesQuery } from '@sherehe/core/api/outbound';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { heldMessages } from './service.ts';

export const heldMessageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/held-messages',
    {
      config: { access: 'admin', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: 'Texts, e-mails and payment prompts the outbound budget held back, newest first',
        querystring: heldMessagesQuery,
        response: { 200: heldMessagesPage, 400: errorBody },
      },
    },
    async (request) => heldMessages(db, request.query),
  );
};
