// Whether the floating buttons step aside, as the watcher (floating-room-watch.ts) last set it. Apart from
// floating-room.ts, which loads the watcher, so that the watcher can set it without importing its loader back.

/** The buttons mark themselves with this attribute, so they are not what they find under themselves. */
export const FLOATING_ATTRIBUTE = 'data-floating';

type Aside = { always: boolean; overControls: boolean };
let aside: Aside = { always: false, overControls: false };
const listeners = new Set<() => void>();

/** Set by the watcher. */
export function setFloatingAside(next: Aside): void {
  if (next.always === aside.always && next.overControls === aside.overControls) return;
  aside = next;
  for (const listener of listeners) listener();
}

export const currentAside = (): Aside => aside;

/** Calls `listener` on every change until the returned function is called. */
export function listenToAside(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
