// Whether the floating buttons (Smart Planner, support chat, back-to-top) step aside on a phone: the state and its
// hook. What decides it (scrolling, focus, what lies under the buttons: floating-room-watch.ts) loads once the page
// has rendered, keeping it out of the first load; until then the buttons show as always.
import { useSyncExternalStore } from 'react';

/** The buttons mark themselves with this attribute, so they are not what they find under themselves. */
export const FLOATING_ATTRIBUTE = 'data-floating';

type Aside = { always: boolean; overControls: boolean };
let aside: Aside = { always: false, overControls: false };
const listeners = new Set<() => void>();
let started = false;
/** Like the toaster (app/providers.tsx), the watcher comes once the first screen has settled. */
const WATCH_AFTER_MS = 2500;

/** Set by the watcher. */
export function setFloatingAside(next: Aside): void {
  if (next.always === aside.always && next.overControls === aside.overControls) return;
  aside = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    setTimeout(() => {
      // Without it the buttons simply stay where they are.
      import('./floating-room-watch.ts').then((watch) => watch.startWatching()).catch(() => {});
    }, WATCH_AFTER_MS);
  }
  return () => listeners.delete(listener);
}

/**
 * True while the floating buttons should be out of the way. `whileScrollingDown: false` is for back-to-top, which
 * the spec shows once the page is scrolled past 300 px: it yields only to fields and to what lies under it.
 */
export function useFloatingAside({ whileScrollingDown = true } = {}): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (whileScrollingDown ? aside.always : aside.overControls),
    () => false,
  );
}
