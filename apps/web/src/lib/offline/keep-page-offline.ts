// Puts a page under the worker of the pages kept for offline use (public/offline-sw.js, decision 043), so a page opened
// once online reloads and shows with no network. Each page registers it with its own narrow scope (the door's
// folder, /event-planners/e/, …): a scope is a prefix of addresses, the longest matching one wins, so the Web Push
// worker (/firebase-messaging-sw.js, scope /) keeps every other page and every push.

const WORKER = '/offline-sw.js';
const MESSAGE = 'offline-keep';

// Calls the page makes itself (fetch) are its data: only the API's public answers (an event, a pledge, a card) are
// kept by the worker; the door keeps its own in IndexedDB.
const DATA_CALLS = new Set(['fetch', 'xmlhttprequest', 'beacon']);
const PUBLIC_API = '/api/v1/public/';

/**
 * The same-origin files among these loads (code, styles, strings, icons, pictures) and, with `answers`, the public
 * answers the page read.
 */
function ownFiles(entries: PerformanceEntryList, answers: boolean): string[] {
  const files = new Set<string>();
  for (const entry of entries as PerformanceResourceTiming[]) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin !== window.location.origin) continue;
    const api = url.pathname.startsWith('/api/');
    const data = DATA_CALLS.has(entry.initiatorType);
    if (api ? url.pathname.startsWith(PUBLIC_API) && (answers || !data) : !data) files.add(url.href);
  }
  return [...files];
}

function loadedSoFar(): string[] {
  const linked = document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="manifest"]');
  return [
    ...ownFiles(performance.getEntriesByType('resource'), true),
    ...[...linked].map((link) => link.href),
  ];
}

/**
 * The registration's newest worker once active: one just installed (a first visit, or a new version replacing an
 * older worker) is the one to tell, not the one it replaces. Not `navigator.serviceWorker.ready`: a page the app
 * reached by a link (not loaded under the scope) may be matched to the push worker's registration, or to none.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(registration.active);
  return new Promise((resolve) => {
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') resolve(registration.active);
    });
  });
}

/**
 * Registers the offline worker for `scope` (a path: `/event-planners/door/`) and hands it what this visit loaded. A
 * first visit fetched its document, code and answers before any worker controlled the page, so the worker never saw
 * them go by: without the list, the page would reload offline to its kept document and then miss its own scripts.
 * Files loaded later (a lazy chunk, the QR decoder) are handed over as they load, and go through the worker anyway
 * once it controls the page. A page this worker already controls hands over nothing. Never rejects: a failure is
 * logged, never shown. Returns what stops the handing over.
 */
export async function keepPageOffline(scope: string): Promise<() => void> {
  const none = () => {};
  // Not in development (Vite serves modules that change under the worker) nor where there are no workers.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return none;
  try {
    // The worker that answered this page's load, if any.
    const loadedUnder = navigator.serviceWorker.controller;
    const registration = await navigator.serviceWorker.register(WORKER, { scope });
    const worker = await activeWorker(registration);
    // This very worker answered the page's load and everything since: it has kept them already, and asking the
    // server for the page again would draw it twice.
    if (!worker || worker === loadedUnder) return none;
    worker.postMessage({ type: MESSAGE, page: window.location.href, files: loadedSoFar() });
    if (typeof PerformanceObserver === 'undefined') return none;
    // The page's own reads from now on go through the worker, which keeps them by its rules (the page's writes, which
    // look the same here, must not be read again).
    const observer = new PerformanceObserver((list) => {
      const files = ownFiles(list.getEntries(), false);
      if (files.length > 0) worker.postMessage({ type: MESSAGE, files });
    });
    observer.observe({ type: 'resource' });
    return () => observer.disconnect();
  } catch (error) {
    console.error('The page could not be kept for offline use', scope, error);
    return none;
  }
}
