import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import type { OrderDeps } from '../orders/order-deps.ts';
import { autoReplyOf, saveAutoReply } from './auto-replies.ts';
import { acceptQuote, declineQuote, sendQuote } from './quotes.ts';
import { reportedConversation, reportsPage, settleReport } from './reports.ts';
import {
  conversationOf,
  conversationsOf,
  markConversationRead,
  reportMessage,
  sendMessage,
  startConversation,
  unreadConversations,
} from './service.ts';

/** A message with its paragraphs: 2,000 characters, each up to four bytes, and the JSON around them. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

/** A quote of twenty lines, each up to 120 characters, and a note of 1,000, with the JSON around them. */
const QUOTE_BODY_LIMIT = 32 * 1024;

// Accepting a quote places an order, so the routes take what the order rules need.
export const conversationRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  route(
    app,
    conversations.start,
    { access: 'user', bodyLimit: MESSAGE_BODY_LIMIT },
    async (request, reply) => {
      const started = await startConversation(deps, signedInUser(request).id, request.body);
      return reply.status(started.created ? 201 : 200).send(started.conversation);
    },
  );

  route(app, conversations.mine, { access: 'user' }, async (request) =>
    conversationsOf(deps, signedInUser(request).id, 'customer', request.query),
  );

  route(app, conversations.vendorInbox, { access: 'vendor' }, async (request) =>
    conversationsOf(deps, signedInUser(request).id, 'vendor', request.query),
  );

  route(app, conversations.unread, { access: 'user' }, async (request) =>
    unreadConversations(deps, signedInUser(request).id),
  );

  route(app, conversations.get, { access: 'user' }, async (request) =>
    conversationOf(deps, signedInUser(request).id, request.params.id, request.query),
  );

  route(app, conversations.send, { access: 'user', bodyLimit: MESSAGE_BODY_LIMIT }, async (request) =>
    sendMessage(deps, signedInUser(request).id, request.params.id, request.body.body),
  );

  route(app, conversations.read, { access: 'user' }, async (request) => {
    await markConversationRead(deps, signedInUser(request).id, request.params.id);
    return null;
  });

  route(app, conversations.report, { access: 'user', bodyLimit: 4 * 1024 }, async (request) => {
    await reportMessage(deps, signedInUser(request).id, request.params, request.body.why);
    return null;
  });

  route(app, conversations.sendQuote, { access: 'vendor', bodyLimit: QUOTE_BODY_LIMIT }, async (request) =>
    sendQuote(deps, signedInUser(request).id, request.params.id, request.body),
  );

  route(app, conversations.acceptQuote, { access: 'user' }, async (request, reply) => {
    const placed = await acceptQuote(deps, signedInUser(request).id, request.params, request.body);
    return reply.status(201).send(placed);
  });

  route(app, conversations.declineQuote, { access: 'user' }, async (request) => {
    await declineQuote(deps, signedInUser(request).id, request.params);
    return null;
  });

  route(app, conversations.autoReply, { access: 'vendor' }, async (request) =>
    autoReplyOf(deps, signedInUser(request).id),
  );

  route(app, conversations.saveAutoReply, { access: 'vendor', bodyLimit: 8 * 1024 }, async (request) =>
    saveAutoReply(deps, signedInUser(request).id, request.body),
  );

  route(app, conversations.adminReports, { access: 'admin' }, async (request) =>
    reportsPage(deps, request.query),
  );

  route(app, conversations.adminConversation, { access: 'admin' }, async (request) =>
    reportedConversation(deps, signedInUser(request).id, request.params.id),
  );

  route(app, conversations.resolveReport, { access: 'admin' }, async (request) =>
    settleReport(deps, signedInUser(request).id, request.params.id, request.body),
  );
};
