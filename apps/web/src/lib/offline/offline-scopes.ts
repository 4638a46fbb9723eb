// The scopes the pages kept for offline use register their worker with (public/offline-sw.js, decision 043), built
// from lib/paths.ts. Each is narrow: a scope is a prefix of addresses, and the Web Push worker keeps the rest at '/'.
import { paths } from '../paths.ts';

/** The folder an address is in: `/event-planners/e/HARUS7` → `/event-planners/e/`. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

export const offlineScopes = {
  door: folderOf(paths.door('id')),
  publicEvent: folderOf(paths.publicEvent('code')),
  pledge: folderOf(paths.pledge('token')),
  card: folderOf(paths.card('token')),
  /** One page: its address, whichever event its ?event names. */
  contribute: paths.contribute(),
} as const;

/** The scope a page kept for offline use registers under, by its address; none for other pages. */
export function offlineScopeOf(pathname: string): string | undefined {
  return Object.values(offlineScopes).find((scope) =>
    scope.endsWith('/') ? pathname.startsWith(scope) : pathname === scope,
  );
}
