// The spec's display rules for the Event Planners nav: what each kind of visitor sees, in order. News, a page of the
// spec's without a nav link there, sits after Contribute in the bar and the drawer alike.
import type { SessionUser } from '../../lib/session-store.ts';

export type NavItem = {
  key: 'home' | 'visitWebsite' | 'services' | 'contribute' | 'news' | 'createEvent' | 'admin' | 'vendor';
  to: string;
  /** Active only on exactly this path (Home would otherwise light up on every page below it). */
  end?: boolean;
};

export function navItems(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: '/event-planners', end: true },
    { key: 'visitWebsite', to: '/', end: true },
    { key: 'services', to: '/event-planners/services' },
    { key: 'contribute', to: '/event-planners/contribute' },
    { key: 'news', to: '/event-planners/news' },
  ];
  if (user) items.push({ key: 'createEvent', to: '/event-planners/event' });
  if (user?.userRole === 'admin') items.push({ key: 'admin', to: '/event-planners/admin' });
  if (user?.userRole === 'vendor') items.push({ key: 'vendor', to: '/event-planners/vendor' });
  return items;
}
