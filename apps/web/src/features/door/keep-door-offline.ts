// Puts the door page under its own service worker (public/door-sw.js), so a door page opened once online reloads and
// works with no network. Its scope is the door pages' folder only: the Web Push worker (/firebase-messaging-sw.js,
// scope /) keeps every other page and every push.
import { paths } from '../../lib/paths.ts';

const WORKER = '/door-sw.js';

// Calls to the API (fetch) are the door's data, kept in IndexedDB: only what the page is made of goes to the worker.
const DATA_CALLS = new Set(['fetch', 'xmlhttprequest', 'beacon']);

/** The same-origin files among these loads: code, styles, strings, icons. */
function ownFiles(entries: PerformanceEntryList): string[] {
  const files = new Set<string>();
  for (const entry of entries as PerformanceResourceTiming[]) {
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && !DATA_CALLS.has(entry.initiatorType)) files.add(url.href);
  }
  return [...files];
}

function loadedSoFar(): string[] {
  const linked = document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="manifest"]');
  return [...ownFiles(performance.getEntriesByType('resource')), ...[...linked].map((link) => link.href)];
}

/**
 * The registration's worker once active. Not `navigator.serviceWorker.ready`: a page the app reached by a link (not
 * loaded at the door's address) may be matched to the push worker's registration, or to none.
 */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return Promise.resolve(null);
  return new Promise((resolve) => {
    coming.addEventListener('statechange', () => {
      if (coming.state === 'activated') resolve(coming);
      else if (coming.state === 'redundant') resolve(null);
    });
  });
}

/**
 * Registers the door's worker and hands it what this visit loaded. A first visit fetched its document and code before
 * any worker controlled the page, so the worker never saw them go by: without the list, the page would reload offline
 * to its kept document and then miss its own scripts. Files loaded later (a lazy chunk, the QR decoder) are handed
 * over as they load, and go through the worker anyway once it controls the page. Never rejects.
 */
export async function keepDoorOffline(eventId: string): Promise<() => void> {
  const none = () => {};
  // Not in development (Vite serves modules that change under the worker) nor where there are no workers.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return none;
  try {
    const scope = new URL('./', new URL(paths.door(eventId), window.location.origin)).pathname;
    const registration = await navigator.serviceWorker.register(WORKER, { scope });
    const worker = await activeWorker(registration);
    if (!worker) return none;
    worker.postMessage({ type: 'door-keep', page: window.location.href, files: loadedSoFar() });
    if (typeof PerformanceObserver === 'undefined') return none;
    const observer = new PerformanceObserver((list) => {
      const files = ownFiles(list.getEntries());
      if (files.length > 0) worker.postMessage({ type: 'door-keep', files });
    });
    observer.observe({ type: 'resource' });
    return () => observer.disconnect();
  } catch (error) {
    console.error('The door could not be kept for offline use', error);
    return none;
  }
}
