// The door page's offline worker (issue 39). The door page registers it with the door pages' folder as its scope
// (/event-planners/door/), so it controls those pages only: the Web Push worker (/firebase-messaging-sw.js, scope /)
// keeps every other page and every push. It keeps the door page's document (network first, the kept copy when the
// network fails or dawdles) and the same-origin files the page uses: /assets/* cache first (their names carry a hash
// of their content, so a kept one is never stale), other files network first. The API is never kept here: the door
// keeps its list and its queue of scans in IndexedDB.

const VERSION = 'v1';
const PAGES = `sherehe-door-pages-${VERSION}`;
const FILES = `sherehe-door-files-${VERSION}`;
/** A network this slow to answer a page is as good as none at the gate: the kept page is shown instead. */
const PAGE_WAIT_MS = 4000;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PAGES, FILES]);
      for (const name of await caches.keys()) {
        if (name.startsWith('sherehe-door-') && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Same origin and not the API. */
function keepable(url) {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && url.pathname !== '/api';
}

const hashed = (url) => url.pathname.startsWith('/assets/');
const inScope = (url) => url.pathname.startsWith(new URL(self.registration.scope).pathname);

/** A response worth keeping: whole, ours, and not a redirect (a kept redirect cannot answer a page load). */
const worthKeeping = (response) => response.ok && response.type === 'basic' && !response.redirected;

async function page(event) {
  const { request } = event;
  const pages = await caches.open(PAGES);
  const network = fetch(request).then(async (response) => {
    if (worthKeeping(response)) await pages.put(request.url, response.clone());
    return response;
  });
  // Kept even when the kept copy answers first.
  event.waitUntil(network.catch(() => undefined));
  const kept = async () =>
    (await pages.match(request, { ignoreSearch: true })) ??
    // Any door page will do: the app reads the event from the address.
    (await pages.keys().then((keys) => (keys[0] ? pages.match(keys[0]) : undefined)));
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, PAGE_WAIT_MS, null);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first && first.status < 500) return first;
    return (await kept()) ?? first ?? (await network);
  } catch (error) {
    const copy = await kept();
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(request) {
  const files = await caches.open(FILES);
  const kept = await files.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (worthKeeping(response)) await files.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const files = await caches.open(FILES);
  try {
    const response = await fetch(request);
    if (worthKeeping(response)) await files.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await files.match(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!keepable(url)) return;
  if (request.mode === 'navigate') {
    if (inScope(url)) event.respondWith(page(event));
    return;
  }
  // Ranges (media) are left to the browser: a kept whole file cannot answer one.
  if (request.headers.has('range')) return;
  event.respondWith(hashed(url) ? cacheFirst(request) : networkFirst(request));
});

/**
 * The page's list of what it loaded before this worker controlled it (a first visit fetches its document and code
 * before any worker is there, so none of it went through here), and later what it loads as it goes: each kept now,
 * so the next visit works with no network.
 */
async function keepLoaded({ page: pageAddress, files }) {
  if (typeof pageAddress === 'string') {
    const url = new URL(pageAddress);
    if (keepable(url) && inScope(url)) {
      const pages = await caches.open(PAGES);
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (worthKeeping(response)) await pages.put(url.href, response);
      } catch {
        // offline already: the page is kept on its next load
      }
    }
  }
  const kept = await caches.open(FILES);
  const addresses = Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  await Promise.all(
    addresses.map(async (address) => {
      const url = new URL(address);
      if (!keepable(url) || (await kept.match(url.href))) return;
      try {
        // From the HTTP cache when the page's own load left it there: no second download on a slow line.
        const response = await fetch(url.href, { credentials: 'same-origin', cache: 'force-cache' });
        if (worthKeeping(response)) await kept.put(url.href, response);
      } catch {
        // gone or offline: kept when next requested
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const data = event.data;
  if (data?.type !== 'door-keep') return;
  event.waitUntil(keepLoaded(data));
});
