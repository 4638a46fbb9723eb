// Something on the first screen wants to show a toast before the toaster has loaded (see Providers): it says so here.
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Calls back once the toaster is wanted (at once if it already is); answers the unsubscribe. */
export function onToasterWanted(callback: () => void): () => void {
  if (wanted) {
    callback();
    return () => {};
  }
  listeners.add(callback);
  return () => listeners.delete(callback);
}
