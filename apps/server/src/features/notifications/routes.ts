import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
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
import { chooseWhatsAppTexts, whatsAppTextsOf } from './whatsapp-texts.ts';

export const notificationRoutes: FastifyPluginAsyncZod<NotificationDeps> = async (app, deps) => {
  route(app, notifications.pushPublicKey, { access: 'public' }, async () => publicKeyOf(deps));

  route(app, notifications.subscribePush, { access: 'user', bodyLimit: 8 * 1024 }, async (request) => {
    await subscribe(deps, signedInUser(request).id, request.body, request.headers['user-agent']);
    return null;
  });

  route(app, notifications.unsubscribePush, { access: 'user', bodyLimit: 8 * 1024 }, async (request) => {
    await unsubscribe(deps, signedInUser(request).id, request.body.endpoint);
    return null;
  });

  route(app, notifications.inbox, { access: 'user' }, async (request) =>
    inbox(deps, signedInUser(request).id, request.query),
  );

  route(app, notifications.unreadCount, { access: 'user' }, async (request) =>
    unread(deps, signedInUser(request).id),
  );

  route(app, notifications.markRead, { access: 'user' }, async (request) =>
    markRead(deps, signedInUser(request).id, request.params.id),
  );

  route(app, notifications.markAllRead, { access: 'user' }, async (request) =>
    markAllRead(deps, signedInUser(request).id),
  );

  route(app, notifications.settings, { access: 'user' }, async (request) =>
    settingsOf(deps, signedInUser(request).id),
  );

  route(app, notifications.changeSettings, { access: 'user' }, async (request) =>
    changeSettings(deps, signedInUser(request).id, request.body),
  );

  route(app, notifications.whatsAppTexts, { access: 'user' }, async (request) =>
    whatsAppTextsOf(deps.db, signedInUser(request).id),
  );

  route(app, notifications.changeWhatsAppTexts, { access: 'user' }, async (request) =>
    chooseWhatsAppTexts(deps.db, signedInUser(request).id, request.body.on),
  );
};
