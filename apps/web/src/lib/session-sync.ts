// The stored user is only a hint until the server agrees: on start, GET /auth/me confirms, refreshes or drops it.
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { ApiError, apiRequest } from './api-client.ts';
import { useSession } from './session-store.ts';

/**
 * Asks the server who the session cookie belongs to, once, when a user is stored. 200 replaces the stored user with
 * the server's answer; 401 signs out (a forged or stale entry grants nothing); a network failure or 5xx keeps the
 * stored user, so a flaky connection does not sign anyone out. Never rejects.
 */
export async function syncSessionWithServer(): Promise<void> {
  const stored = useSession.getState().user;
  if (!stored) return;
  try {
    const { user } = await apiRequest(auth.me);
    // Someone may have signed in or out while the answer was on its way; their newer choice wins.
    if (useSession.getState().user === stored) useSession.getState().setUser(user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && useSession.getState().user === stored) {
      useSession.getState().logout();
    }
  }
}

/** Returning to the tab this long after the last check asks again (a role changed meanwhile shows without sign-out). */
export const RECHECK_AFTER_MS = 30_000;

/**
 * Asks again whenever the tab comes back into view, at most once per RECHECK_AFTER_MS: an admin who approved a
 * vendor request meanwhile changed this person's role on the server, and their Vendor link should appear.
 */
export function startSessionRecheck(now: () => number = Date.now): () => void {
  let checkedAt = now();
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || now() - checkedAt < RECHECK_AFTER_MS) return;
    checkedAt = now();
    void syncSessionWithServer();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onVisible);
  };
}
