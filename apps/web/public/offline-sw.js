// The worker of the pages kept for offline use (issue 39, decision 043): the door page and the four pages relatives
// open from a WhatsApp link (an event's page, Contribute, a pledge's page, a guest's card). Each page registers it
// with its own narrow scope (/event-planners/door/, /event-planners/e/, /event-planners/contribute, …), so it
// controls those pages only: the Web Push worker (/firebase-messaging-sw.js, scope /) keeps every other page and
// every push, and the longest matching scope wins. It keeps the page's document (network first, the kept copy when
// the network fails or dawdles), the same-origin files the page uses (/assets/* cache first: their names carry a hash
// of their content, so a kept one is never stale; other files network first), and the public, per-link answers of
// the API the page reads (GET /api/v1/public/…, network first, the kept answer when offline). No other API answer is
// kept: the door keeps its list and its queue of scans in IndexedDB.

const VERSION = 'v1';
const PREFIX = 'sherehe-offline-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const FILES = `${PREFIX}files-${VERSION}`;
const ANSWERS = `${PREFIX}answers-${VERSION}`;
/** Caches of this worker's earlier names (door-sw.js): pruned like old versions. */
const OLD_PREFIXES = ['sherehe-door-'];
/** A network this slow to answer a page is as good as none at the gate: the kept page is shown instead. */
const PAGE_WAIT_MS = 4000;
/** The API's answers that may be kept: public, one link's each (an event, a pledge, a card and its pictures). */
const PUBLIC_API = '/api/v1/public/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([PAGES, FILES, ANSWERS]);
      for (const name of await caches.keys()) {
        const ours = [PREFIX, ...OLD_PREFIXES].some((prefix) => name.startsWith(prefix));
        if (ours && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

const ours = (url) => url.origin === self.location.origin;
const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname === '/api';
/** Same origin and not the API: the pages and the files they are made of. */
const keepable = (url) => ours(url) && !isApi(url);
/** A public answer of the API (only GET requests reach the worker's keeping). */
const publicAnswer = (url) => ours(url) && url.pathname.startsWith(PUBLIC_API);

const hashed = (url) => url.pathname.startsWith('/assets/');
const inScope = (url) => url.pathname.startsWith(new URL(self.registration.scope).pathname);

/**
 * A response worth keeping: whole (200), ours (basic), and not a redirect (a kept redirect cannot answer a page
 * load). Never a refusal or an error: the last good answer stays instead.
 */
const worthKeeping = (response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected;
/** A link that no longer answers (a card re-made, a pledge gone) leaves the device with its kept copy. */
const gone = (response) => response.status === 404 || response.status === 410;
// Kept copies are this device's own: a header the answer varied by (the language cookie) does not hide them.
const LOOKUP = { ignoreVary: true };

/** A document the server drew for its own address (a first screen, decision 022) rather than the app alone. */
async function drawnForItsAddress(response) {
  return (await response.clone().text()).includes('data-server-rendered');
}

/**
 * The kept copy for a page load: the address's own; failing that, any page of this scope that is the app alone (the
 * door: it reads the event from the address and its list from IndexedDB). A first screen drawn for another address
 * (another event, another pledge) never stands in: it would show the wrong event.
 */
async function keptPage(pages, request) {
  const own = await pages.match(request.url, LOOKUP);
  if (own) return own;
  for (const key of await pages.keys()) {
    if (!inScope(new URL(key.url))) continue;
    const copy = await pages.match(key, LOOKUP);
    if (copy && !(await drawnForItsAddress(copy))) return copy;
  }
  return undefined;
}

/**
 * The network's answer to `request`, kept in `cache` (or forgotten there) beside the event: the page gets the
 * answer as it streams in, not once the copy is stored.
 */
function fetchKeeping(event, request, cache) {
  let keeping = Promise.resolve();
  const network = fetch(request).then((response) => {
    if (worthKeeping(response)) keeping = cache.put(request.url, response.clone());
    else if (gone(response)) keeping = cache.delete(request.url, LOOKUP);
    return response;
  });
  event.waitUntil(network.then(() => keeping).catch(() => undefined));
  return network;
}

async function page(event) {
  const { request } = event;
  const pages = await caches.open(PAGES);
  const network = fetchKeeping(event, request, pages);
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, PAGE_WAIT_MS, null);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first && first.status < 500) return first;
    return (await keptPage(pages, request)) ?? first ?? (await network);
  } catch (error) {
    const copy = await keptPage(pages, request);
    if (copy) return copy;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function cacheFirst(event) {
  const { request } = event;
  const files = await caches.open(FILES);
  return (await files.match(request.url, LOOKUP)) ?? fetchKeeping(event, request, files);
}

/** Network first into the cache named, the kept copy when there is no network. */
async function networkFirst(event, cacheName) {
  const { request } = event;
  const kept = await caches.open(cacheName);
  try {
    return await fetchKeeping(event, request, kept);
  } catch (error) {
    const copy = await kept.match(request.url, LOOKUP);
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    if (keepable(url) && inScope(url)) event.respondWith(page(event));
    return;
  }
  // Ranges (media) are left to the browser: a kept whole file cannot answer one.
  if (request.headers.has('range')) return;
  if (publicAnswer(url)) event.respondWith(networkFirst(event, ANSWERS));
  else if (keepable(url)) event.respondWith(hashed(url) ? cacheFirst(event) : networkFirst(event, FILES));
});

/**
 * The page's list of what it loaded before this worker controlled it (a first visit fetches its document, its code
 * and its public answers before any worker is there, so none of it went through here), and later what it loads as it
 * goes: each kept now, so the next visit works with no network.
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
  const [kept, answers] = await Promise.all([caches.open(FILES), caches.open(ANSWERS)]);
  const addresses = Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  await Promise.all(
    addresses.map(async (address) => {
      const url = new URL(address);
      const cache = publicAnswer(url) ? answers : keepable(url) ? kept : null;
      if (!cache || (await cache.match(url.href, LOOKUP))) return;
      try {
        // From the HTTP cache when the page's own load left it there: no second download on a slow line (the API's
        // answers are not kept there, so they are asked again).
        const response = await fetch(url.href, { credentials: 'same-origin', cache: 'force-cache' });
        if (worthKeeping(response)) await cache.put(url.href, response);
      } catch {
        // gone or offline: kept when next requested
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.origin && event.origin !== self.location.origin) return;
  const data = event.data;
  if (data?.type !== 'offline-keep') return;
  event.waitUntil(keepLoaded(data));
});
