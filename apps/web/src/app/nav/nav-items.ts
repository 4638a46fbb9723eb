// The spec's display rules for the Event Planners nav: what each kind of visitor sees, in order. News, a page of the
// spec's without a nav link there, sits after Contribute in the bar and the drawer alike.

import { paths } from '../../lib/paths.ts';
import type { SessionUser } from '../../lib/session-store.ts';

export type NavItem = {
  key: 'home' | 'visitWebsite' | 'services' | 'contribute' | 'news' | 'createEvent' | 'admin' | 'vendor';
  to: string;
  /** Active only on exactly this path (Home would otherwise light up on every page below it). */
  end?: boolean;
};

export function navItems(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: paths.home, end: true },
    { key: 'visitWebsite', to: '/', end: true },
    { key: 'services', to: paths.services() },
    { key: 'contribute', to: paths.contribute() },
    { key: 'news', to: paths.news },
  ];
  if (user) items.push({ key: 'createEvent', to: paths.createEvent });
  if (user?.userRole === 'admin') items.push({ key: 'admin', to: paths.admin() });
  if (user?.userRole === 'vendor') items.push({ key: 'vendor', to: paths.vendorArea });
  return items;
}
