// Whether a page is waiting for its code, and whether the full-screen loader already says so: the root shell shows
// its loader over the current page only when a navigation waits and nothing else shows a loader.
import { useSyncExternalStore } from 'react';

let downloads = 0;
let fullScreenLoaders = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts a page's or layout's code as downloading until the promise settles. */
export function trackPageDownload<T>(download: Promise<T>): Promise<T> {
  downloads += 1;
  changed();
  return download.finally(() => {
    downloads -= 1;
    changed();
  });
}

/** The full-screen loader (shown instead of a page) counts itself while it is on screen. */
export function showFullScreenLoader(): () => void {
  fullScreenLoaders += 1;
  changed();
  return () => {
    fullScreenLoaders -= 1;
    changed();
  };
}

/** True while some page code downloads and no full-screen loader is showing. */
export function usePageWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => downloads > 0 && fullScreenLoaders === 0);
}
