// Keeps a page for offline use once it shows what it is for and the browser has nothing better to do
// (keep-page-offline-later.ts).
import { useEffect } from 'react';
import { keepPageOfflineNow, whenIdle } from './keep-page-offline-later.ts';

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
