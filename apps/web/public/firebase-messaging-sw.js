// Sherehe's Web Push worker, at the address the spec names (no Firebase inside: standard Web Push, decision 015).
// It only shows what the server pushes and opens the page a notification is about; it handles no fetches, so it
// never stands between the app and the network.

const FALLBACK_PATH = '/event-planners/Account';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only a page of this site: a message naming another origin opens the account page instead. */
function ownUrl(path) {
  try {
    const url = new URL(typeof path === 'string' && path ? path : FALLBACK_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(FALLBACK_PATH, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_PATH, self.location.origin).href;
  }
}

function messageOf(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'Sherehe';
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(title, {
        body: typeof message.body === 'string' ? message.body : '',
        // One notification per thing told: a repeat replaces it instead of stacking.
        tag: typeof message.tag === 'string' ? message.tag : undefined,
        lang: message.lang === 'sw' ? 'sw' : 'en',
        icon: '/notification-icon.png',
        data: { url: ownUrl(message.url) },
      });
      // Open pages refresh their unread count and inbox.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'sherehe-notification' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        try {
          const focused = await ours.focus();
          return await focused.navigate(url);
        } catch {
          // A page this worker does not control cannot be navigated from here: a new window instead.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
