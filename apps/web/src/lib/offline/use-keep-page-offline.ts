// Keeps a page for offline use once it shows what it is for and the browser has nothing better to do: the worker's
// registration and the downloads it makes never compete with the first paint of a page Lighthouse measures, and
// its code (keep-page-offline.ts) is not in the page's first load.
import { useEffect } from 'react';

/** The longest an idle moment is waited for after the page's load. */
const IDLE_PATIENCE_MS = 5000;
/** Where the browser cannot tell idle moments: this long after the page's load. */
const AFTER_LOAD_MS = 2000;

/** Runs `then` in an idle moment after the page's load; what it returns cancels. */
function whenIdle(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(then, { timeout: IDLE_PATIENCE_MS });
    else timer = setTimeout(then, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * keepPageOffline (keep-page-offline.ts) for `scope`, its code loaded now: only in a production build, where the
 * browser has service workers. Never rejects: a failure is logged, never shown. Resolves to what stops the keeping.
 */
export async function keepPageOfflineNow(scope: string): Promise<() => void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => {};
  try {
    const { keepPageOffline } = await import('./keep-page-offline.ts');
    return await keepPageOffline(scope);
  } catch (error) {
    console.error('The page could not be kept for offline use', scope, error);
    return () => {};
  }
}

/**
 * Registers the offline worker for `scope` (lib/offline/offline-scopes.ts) once `shown` (the page's content is on
 * screen: a page that failed or was not found is not worth keeping). Only in a production build, where the browser
 * has service workers; a failure is logged, never shown.
 */
export function useKeepPageOffline(scope: string, shown: boolean): void {
  useEffect(() => {
    if (!shown || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    let stop = () => {};
    const cancel = whenIdle(() => {
      void keepPageOfflineNow(scope).then((stopKeeping) => {
        if (live) stop = stopKeeping;
        else stopKeeping();
      });
    });
    return () => {
      live = false;
      cancel();
      stop();
    };
  }, [scope, shown]);
}
