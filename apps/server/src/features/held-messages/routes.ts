// GET /admin/held-messages: what the outbound budget held back, for an admin to see who is sending what to whom.
import { errorBody } from '@sherehe/core/api/errors';
import { type HeldMessage, heldMessagesPage, heldMessagesQuery, heldRules } from '@sherehe/core/api/outbound';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import { type HeldRow, heldLastDay, heldPage } from './queries.ts';

function toHeld(row: HeldRow): HeldMessage {
  const sender: HeldMessage['sender'] =
    row.sender_kind === 'account' && row.sender
      ? { kind: 'account', id: row.sender, name: row.sender_name }
      : row.sender_kind === 'address' && row.sender
        ? { kind: 'address', address: row.sender }
        : { kind: 'sherehe' };
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    sender,
    event: row.event_id && row.event_name ? { id: row.event_id, name: row.event_name } : null,
    rule: row.rule,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

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
    async (request) => {
      const { limit, cursor } = request.query;
      const [rows, counts] = await Promise.all([
        heldPage(db, limit, cursor ? decodeCursor(cursor) : undefined),
        heldLastDay(db),
      ]);
      const page = pageOf(rows, limit);
      const lastDay = Object.fromEntries(heldRules.map((rule) => [rule, 0])) as Record<
        HeldRow['rule'],
        number
      >;
      for (const { rule, n } of counts) lastDay[rule] = Number(n);
      return { messages: page.rows.map(toHeld), nextCursor: page.nextCursor, lastDay };
    },
  );
};
