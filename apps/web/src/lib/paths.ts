// Every page address the app links to or sends people to, built in one place from the patterns of
// @sherehe/core/web-routes (paths.test.ts holds each builder to its pattern): a page that moves moves here, and a link
// cannot name a page that does not exist. Values in a path are encoded; what follows `?` is built by URLSearchParams.
const encoded = encodeURIComponent;
/** `path` with those of `query`'s values that are given (not missing, null or empty). */
const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const given = Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return given.length > 0 ? `${path}?${new URLSearchParams(given)}` : path;
};
const withHash = (path: string, hash: string | undefined) => (hash ? `${path}#${hash}` : path);

export const paths = {
  site: '/',
  privacyPolicy: '/Privacy-Policy',
  home: '/event-planners',
  about: '/event-planners/about',
  /** All services, or one category's. */
  services: (category?: string) =>
    category === undefined ? '/event-planners/services' : `/event-planners/services/${encoded(category)}`,
  listing: (id: string) => `/event-planners/products/${encoded(id)}`,
  vendorProfile: (id: string) => `/event-planners/vendors/${encoded(id)}`,
  cart: '/event-planners/cart',
  checkout: '/event-planners/checkout',
  /** An order's page; `hash` names a part of it (the dispute). */
  order: (id: string, hash?: 'dispute') => withHash(`/event-planners/orders/${encoded(id)}`, hash),
  /** A conversation between a customer and a vendor, for either side. */
  conversation: (id: string) => `/event-planners/messages/${encoded(id)}`,
  payment: (id: string) => `/event-planners/payments/${encoded(id)}`,
  /** Sign in, then back to `next` (a path of the app) when given; so too register and reset a password. */
  login: (next?: string | null) => withQuery('/event-planners/login', { next }),
  register: (next?: string | null) => withQuery('/event-planners/register', { next }),
  resetPassword: (next?: string | null) => withQuery('/event-planners/reset-password', { next }),
  /** The account page; `hash` names one of its sections. */
  account: (hash?: 'orders' | 'events' | 'sessions' | 'messages') =>
    withHash('/event-planners/Account', hash),
  vendorArea: '/event-planners/vendor',
  /** The admins' dashboard, at one of its sections when given. */
  admin: (section?: string) => withQuery('/event-planners/admin', { section }),
  news: '/event-planners/news',
  newsPost: (slug: string) => `/event-planners/news/${encoded(slug)}`,
  /** The Contribute form, for one event when its code is given. */
  contribute: (event?: string) => withQuery('/event-planners/contribute', { event }),
  createEvent: '/event-planners/event',
  manageEvent: (id: string) => `/event-planners/events/${encoded(id)}`,
  editEvent: (id: string) => `/event-planners/events/${encoded(id)}/edit`,
  /** The event's door: the gate officer's check-in page, kept on the device to work offline. */
  door: (id: string) => `/event-planners/door/${encoded(id)}`,
  /** The page relatives open from the event's link; `thanks` after their pledge. */
  publicEvent: (code: string, { thanks = false } = {}) =>
    withQuery(`/event-planners/e/${encoded(code)}`, { thanks: thanks ? '1' : undefined }),
  pledge: (token: string) => `/event-planners/pledges/${encoded(token)}`,
  /** A guest's invitation card, behind the private link texted to them. */
  card: (token: string) => `/event-planners/c/${encoded(token)}`,
  mediFinder: '/medi-finder',
  pharmacies: (id?: string) =>
    id === undefined ? '/medi-finder/pharmacies' : `/medi-finder/pharmacies/${encoded(id)}`,
  diagnosticCentres: (id?: string) =>
    id === undefined ? '/medi-finder/diagnostic-centres' : `/medi-finder/diagnostic-centres/${encoded(id)}`,
  myPlaces: '/medi-finder/my-places',
  /** The payment simulator's demo phone, served outside the app's routes: opened by a full page load. */
  demoPhone: (e164?: string | null) => withQuery('/dev/phone', { number: e164 }),
} as const;
