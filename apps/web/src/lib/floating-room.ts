// Whether the floating buttons (Smart Planner, support chat, back-to-top) step aside on a phone: the state and its
// hook. What decides it (scrolling, focus, what lies under the buttons: floating-room-watch.ts) loads once the page
// has rendered, keeping it out of the first load; until then the buttons show as always.
import { useSyncExternalStore } from 'react';
import { currentAside, listenToAside } from './floating-room-state.ts';

let started = false;
/** Like the toaster (app/providers.tsx), the watcher comes once the first screen has settled. */
const WATCH_AFTER_MS = 2500;

function subscribe(listener: () => void) {
  const stop = listenToAside(listener);
  if (!started) {
    started = true;
    setTimeout(() => {
      // Without it the buttons simply stay where they are.
      import('./floating-room-watch.ts').then((watch) => watch.startWatching()).catch(() => {});
    }, WATCH_AFTER_MS);
  }
  return stop;
}

/**
 * True while the floating buttons should be out of the way. `whileScrollingDown: false` is for back-to-top, which
 * the spec shows once the page is scrolled past 300 px: it yields only to fields and to what lies under it.
 */
export function useFloatingAside({ whileScrollingDown = true } = {}): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (whileScrollingDown ? currentAside().always : currentAside().overControls),
    () => false,
  );
}
