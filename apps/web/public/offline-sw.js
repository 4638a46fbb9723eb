// The worker of the pages kept for offline use (issue 39, decision 043): the door page and the four pages relatives
// open from a WhatsApp link (an event's page, Contribute, a pledge's page, a guest's card). Each page registers it
// with its own narrow scope (/event-planners/door/, /event-planners/e/, /event-planners/contribute, …), so it
// controls those pages only: the Web Push worker (/firebase-messaging-sw.js, scope /) keeps every other page and
// every push, and the longest matching scope wins. It keeps the page's document (network first, the kept copy when
// the network fails or dawdles), the same-origin files the page uses (/assets/* cache first: their names carry a hash
// of their content, so a kept one is never stale; other files network first), and the public, per-link answers of
// the API the page reads (GET /api/v1/public/…, network first, the kept answer when offline). No other API answer is
// kept: the door keeps its list and its queue of scans in IndexedDB. A kept copy nobody used for long leaves the device
// (the pages of events long past, the files of versions since replaced), so the worker's caches never grow until the
// browser clears the whole site, the door's unsent scans with it.

const VERSION = 'v1';
const PREFIX = 'sherehe-offline-';
const PAGES = `${PREFIX}pages-${VERSION}`;
const FILES = `${PREFIX}files-${VERSION}`;
const ANSWERS = `${PREFIX}answers-${VERSION}`;
/** When each kept copy was last used, by address: one answer of its own cache, written a moment after the use. */
const USED = `${PREFIX}used-${VERSION}`;
const USED_KEY = '/offline-sw/used.json';
/**
 * A page (and the public answers it reads) unused this long is dropped: a card is opened at the door months after it
 * came, a relative's pledge page a season later. The check runs when the worker starts and then at most once a day.
 */
const PAGE_UNUSED_DAYS = 180;
/** A file unused this long and named by no kept page is dropped: an old version's code and styles. */
const FILE_UNUSED_DAYS = 60;
/** How long after a use the day's check waits: the page that was opened asks for its files meanwhile. */
const PRUNE_DELAY_MS = 10_000;
const DAY_MS = 86_400_000;
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
      const current = new Set([PAGES, FILES, ANSWERS, USED]);
      for (const name of await caches.keys()) {
        const ours = [PREFIX, ...OLD_PREFIXES].some((prefix) => name.startsWith(prefix));
        if (ours && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
      await dropUnused();
    })(),
  );
});

/** The last use of each kept address (and, under PRUNED_AT, of the last check), read once per start of the worker. */
let usedTimes;
/** Addresses this worker dropped, and when: an older use written by another worker does not bring them back. */
const forgotten = new Map();
const PRUNED_AT = '#pruned';
function lastUses() {
  usedTimes ??= (async () => {
    const times = new Map();
    await mergeStoredUses(times);
    return times;
  })();
  return usedTimes;
}

/**
 * Takes in the uses other workers wrote (each page's scope has a worker of its own over the same caches): the later
 * time of each address wins, so one worker never writes back an older time over another's newer one.
 */
async function mergeStoredUses(times) {
  try {
    const stored = await (await caches.open(USED)).match(USED_KEY);
    for (const [address, at] of Object.entries(stored ? await stored.json() : {})) {
      if (typeof at !== 'number' || times.get(address) >= at || forgotten.get(address) >= at) continue;
      times.set(address, at);
    }
  } catch {
    // none kept yet, or unreadable: counted afresh
  }
}

let saving;
/** Written once for the uses of the moment (a page and its files arrive together), not once for each. */
function saveUses() {
  saving ??= new Promise((resolve) => setTimeout(resolve, 500)).then(async () => {
    saving = undefined;
    const times = await lastUses();
    await mergeStoredUses(times);
    const body = JSON.stringify(Object.fromEntries(times));
    await (await caches.open(USED)).put(
      USED_KEY,
      new Response(body, { headers: { 'content-type': 'application/json' } }),
    );
  });
  return saving;
}

/**
 * These addresses were used (answered or kept) now. Once a day, a little later (so a page reopened after long has
 * asked for its files and answers first, and they count as used), what nobody used for long goes.
 */
async function used(addresses) {
  const times = await lastUses();
  const now = Date.now();
  for (const address of addresses) times.set(address, now);
  const due = now - (times.get(PRUNED_AT) ?? 0) > DAY_MS;
  if (due) times.set(PRUNED_AT, now);
  await saveUses();
  if (due) {
    await new Promise((resolve) => setTimeout(resolve, PRUNE_DELAY_MS));
    await dropUnused();
  }
}

/** The files a kept page names (its styles, its scripts, the code it preloads): kept as long as the page is. */
async function namedByKeptPages() {
  const named = new Set();
  const pages = await caches.open(PAGES);
  for (const key of await pages.keys()) {
    const copy = await pages.match(key, LOOKUP);
    if (!copy) continue;
    for (const [, path] of (await copy.text()).matchAll(/["'(](\/assets\/[^"')\s]+)/g)) {
      named.add(new URL(path, self.location.origin).href);
    }
  }
  return named;
}

/**
 * Drops the pages and answers nobody used for PAGE_UNUSED_DAYS (events long past) and the files nobody used for
 * FILE_UNUSED_DAYS that no kept page names (an old version's). A copy kept before its use was recorded counts from
 * now, and the record forgets what is no longer kept.
 */
async function dropUnused() {
  const times = await lastUses();
  await mergeStoredUses(times);
  const now = Date.now();
  times.set(PRUNED_AT, now);
  const kept = new Set([PRUNED_AT]);
  const unused = (at, days) => at !== undefined && now - at > days * DAY_MS;
  for (const name of [PAGES, ANSWERS, FILES]) {
    const cache = await caches.open(name);
    // Read after the pages were pruned: a page dropped no longer keeps its files.
    const named = name === FILES ? await namedByKeptPages() : null;
    for (const request of await cache.keys()) {
      const at = times.get(request.url);
      const old = named
        ? unused(at, FILE_UNUSED_DAYS) && !named.has(request.url)
        : unused(at, PAGE_UNUSED_DAYS);
      if (old) {
        await cache.delete(request, LOOKUP);
        continue;
      }
      if (at === undefined) times.set(request.url, now);
      kept.add(request.url);
    }
  }
  for (const address of times.keys()) {
    if (kept.has(address)) continue;
    times.delete(address);
    forgotten.set(address, now);
  }
  await saveUses();
}

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
    if (copy && !(await drawnForItsAddress(copy))) {
      // Used under its own address, not the one asked for: that is the copy to keep.
      used([key.url]).catch(() => undefined);
      return copy;
    }
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
  let answer;
  if (request.mode === 'navigate') {
    if (keepable(url) && inScope(url)) answer = page(event);
  } else if (request.headers.has('range')) {
    // Ranges (media) are left to the browser: a kept whole file cannot answer one.
  } else if (publicAnswer(url)) answer = networkFirst(event, ANSWERS);
  else if (keepable(url)) answer = hashed(url) ? cacheFirst(event) : networkFirst(event, FILES);
  if (!answer) return;
  event.respondWith(answer);
  event.waitUntil(used([request.url]).catch(() => undefined));
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
  await used(typeof pageAddress === 'string' ? [pageAddress, ...addresses] : addresses);
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
