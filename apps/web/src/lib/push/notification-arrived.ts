// The push worker tells open pages when a notification arrives (firebase-messaging-sw.js); the inbox and the nav's
// unread count listen for this event and ask the server again.
export const NOTIFICATION_ARRIVED = 'sherehe:notification-arrived';

export function onNotificationArrived(listener: () => void): () => void {
  window.addEventListener(NOTIFICATION_ARRIVED, listener);
  return () => window.removeEventListener(NOTIFICATION_ARRIVED, listener);
}
