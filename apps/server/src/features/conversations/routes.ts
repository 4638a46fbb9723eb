import { conversationsEndpoints as conversations } from '@sherehe/core/api/conversations-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { reportedConversation, reportsPage, settleReport } from './reports.ts';
import {
  type ConversationDeps,
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

export const conversationRoutes: FastifyPluginAsyncZod<ConversationDeps> = async (app, deps) => {
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
