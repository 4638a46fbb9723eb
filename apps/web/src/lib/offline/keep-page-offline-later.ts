// Keeps a page for offline use once the browser has nothing better to do, its code (keep-page-offline.ts) loaded only
// then: the worker's registration and the downloads it makes never compete with the first paint of a page Lighthouse
// measures. No React here: the entry (boot.ts) keeps a page whose app has not come yet (decision 044).

/** The longest an idle moment is waited for after the page's load. */
const IDLE_PATIENCE_MS = 5000;
/** Where the browser cannot tell idle moments: this long after the page's load. */
const AFTER_LOAD_MS = 2000;

/** Runs `then` in an idle moment after the page's load; what it returns cancels. */
export function whenIdle(then: () => void): () => void {
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
