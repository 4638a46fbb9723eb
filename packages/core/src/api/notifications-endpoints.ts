// Notifications: the browser's push subscription, the person's inbox and the topics they are notified about, each
// endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const notificationsEndpoints = endpoints<typeof import('./notifications.ts')>()('notifications', {
  pushPublicKey: {
    method: 'GET',
    path: '/push/public-key',
    summary: "The server's VAPID public key: the applicationServerKey a browser subscribes with",
    response: 'pushPublicKey',
  },
  subscribePush: {
    method: 'PUT',
    path: '/push/subscriptions',
    summary:
      "This browser's push subscription, for the signed-in person (a browser used by someone else before moves to them)",
    body: 'pushSubscriptionInput',
    response: null,
    status: 204,
    refusals: { 400: ['push.endpoint_invalid', 'push.keys_invalid'] },
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: "Stop pushing to this browser (before signing out): only the asker's own subscription",
    body: 'pushUnsubscribeInput',
    response: null,
    status: 204,
  },
  inbox: {
    method: 'GET',
    path: '/me/notifications',
    summary: "The signed-in person's notifications, newest first, with how many are unread",
    query: 'notificationsQuery',
    response: 'notificationsPage',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  unreadCount: {
    method: 'GET',
    path: '/me/notifications/unread-count',
    summary: 'How many of the signed-in person’s notifications are unread (the badge in the nav)',
    response: 'unreadCount',
  },
  markRead: {
    method: 'POST',
    path: '/me/notifications/:id/read',
    summary: 'Mark one of the signed-in person’s notifications read; answers the unread count',
    params: 'notificationIdParams',
    response: 'unreadCount',
    refusals: { 404: ['notification.not_found'] },
  },
  markAllRead: {
    method: 'POST',
    path: '/me/notifications/read-all',
    summary: 'Mark every notification of the signed-in person read',
    response: 'unreadCount',
  },
  settings: {
    method: 'GET',
    path: '/me/notification-settings',
    summary: 'Which topics the signed-in person is notified about (orders, michango, account, news)',
    response: 'notificationSettings',
  },
  changeSettings: {
    method: 'PUT',
    path: '/me/notification-settings',
    summary: 'Turn topics on or off; only the topics given change. Answers all of them',
    body: 'notificationSettingsUpdate',
    response: 'notificationSettings',
  },
  whatsAppTexts: {
    method: 'GET',
    path: '/me/whatsapp-texts',
    summary:
      "Whether the signed-in person's texts come by WhatsApp instead of SMS, and whether WhatsApp is offered",
    response: 'whatsAppTexts',
  },
  changeWhatsAppTexts: {
    method: 'PUT',
    path: '/me/whatsapp-texts',
    summary: "Choose WhatsApp for one's texts (their own opt-in, as WhatsApp asks) or go back to SMS",
    body: 'whatsAppTextsUpdate',
    response: 'whatsAppTexts',
    refusals: { 422: ['whatsapp.not_offered', 'whatsapp.no_phone'] },
  },
});
