import { errorBody } from '@sherehe/core/api/errors';
import {
  notificationIdParams,
  notificationSettings,
  notificationSettingsUpdate,
  notificationsPage,
  notificationsQuery,
  pushPublicKey,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  unreadCount,
} from '@sherehe/core/api/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { publicRoute } from '../../platform/route-access.ts';
import {
  changeSettings,
  inbox,
  markAllRead,
  markRead,
  type NotificationDeps,
  publicKeyOf,
  settingsOf,
  subscribe,
  unread,
  unsubscribe,
} from './service.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<NotificationDeps> = async (app, deps) => {
  app.get(
    '/push/public-key',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with",
        response: { 200: pushPublicKey },
      },
    },
    async () => publicKeyOf(deps),
  );

  app.put(
    '/push/subscriptions',
    {
      config: { access: 'user', refusals: { 400: ['push.endpoint_invalid', 'push.keys_invalid'] } },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary:
          "This browser's push subscription, for the signed-in person (a browser used by someone else before moves to them)",
        body: pushSubscriptionInput,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await subscribe(deps, signedInUser(request).id, request.body, request.headers['user-agent']);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: { access: 'user' },
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: "Stop pushing to this browser (before signing out): only the asker's own subscription",
        body: pushUnsubscribeInput,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await unsubscribe(deps, signedInUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/notifications',
    {
      config: { access: 'user', refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: "The signed-in person's notifications, newest first, with how many are unread",
        querystring: notificationsQuery,
        response: { 200: notificationsPage, 400: errorBody },
      },
    },
    async (request) => inbox(deps, signedInUser(request).id, request.query),
  );

  app.get(
    '/me/notifications/unread-count',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'How many of the signed-in person’s notifications are unread (the badge in the nav)',
        response: { 200: unreadCount },
      },
    },
    async (request) => unread(deps, signedInUser(request).id),
  );

  app.post(
    '/me/notifications/:id/read',
    {
      config: { access: 'user', refusals: { 404: ['notification.not_found'] } },
      schema: {
        tags,
        summary: 'Mark one of the signed-in person’s notifications read; answers the unread count',
        params: notificationIdParams,
        response: { 200: unreadCount, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => markRead(deps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/me/notifications/read-all',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark every notification of the signed-in person read',
        response: { 200: unreadCount },
      },
    },
    async (request) => markAllRead(deps, signedInUser(request).id),
  );

  app.get(
    '/me/notification-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Which topics the signed-in person is notified about (orders, michango, account, news)',
        response: { 200: notificationSettings },
      },
    },
    async (request) => settingsOf(deps, signedInUser(request).id),
  );

  app.put(
    '/me/notification-settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn topics on or off; only the topics given change. Answers all of them',
        body: notificationSettingsUpdate,
        response: { 200: notificationSettings, 400: errorBody },
      },
    },
    async (request) => changeSettings(deps, signedInUser(request).id, request.body),
  );
};
