// The landing pages a first visit most often opens, and what each needs before it can show: the server reads the
// build's version of this list (build/first-screens-plugin.ts) and preloads it from the HTML (decision 018).
// router.test.tsx checks the modules and namespaces against the routes; the data paths are the ones the pages ask
// for (first-screens.test.ts).
import { categorySlugs } from '@sherehe/core/categories';
import type { FirstScreen } from '@sherehe/core/first-screen';
import { layoutNamespaces } from './layouts/layout-namespaces.ts';

export type FirstScreenSource = {
  pattern: string;
  /** Source modules of the layout and the page, from apps/web. */
  modules: string[];
  namespaces: string[];
  /** As `FirstScreen.data` (@sherehe/core/first-screen) says. */
  data: FirstScreen['data'];
  /** As `FirstScreen.languageFrom` says. */
  languageFrom?: FirstScreen['languageFrom'];
  /** As `FirstScreen.appOnIntent` says. */
  appOnIntent?: FirstScreen['appOnIntent'];
};

const eventPlannersLayout = 'src/app/layouts/event-planners-layout.tsx';
const shell = ['common', ...layoutNamespaces];

export const firstScreens: FirstScreenSource[] = [
  {
    pattern: '/',
    modules: ['src/app/layouts/site-layout.tsx', 'src/features/site/pages/home-page.tsx'],
    namespaces: [...shell, 'site'],
    data: [],
  },
  {
    pattern: '/event-planners',
    modules: [eventPlannersLayout, 'src/features/event-planners/pages/event-planners-home-page.tsx'],
    namespaces: [...shell, 'eventPlanners'],
    data: [],
  },
  {
    pattern: '/event-planners/services',
    modules: [eventPlannersLayout, 'src/features/catalogue/pages/services-page.tsx'],
    namespaces: [...shell, 'catalogue'],
    data: [{ path: '/api/v1/categories' }, { path: '/api/v1/listings?limit=24' }],
  },
  {
    pattern: '/event-planners/services/:name',
    modules: [eventPlannersLayout, 'src/features/catalogue/pages/category-page.tsx'],
    namespaces: [...shell, 'catalogue'],
    data: [{ path: '/api/v1/listings?category=:name&limit=24', params: { name: categorySlugs } }],
  },
  {
    pattern: '/event-planners/products/:id',
    modules: [eventPlannersLayout, 'src/app/pages/product-with-reviews.tsx'],
    namespaces: [...shell, 'catalogue', 'reviews', 'conversations'],
    data: [{ path: '/api/v1/listings/:id' }],
  },
  // The four pages relatives open from a WhatsApp or SMS link, by the hundred for every event. Their words for a
  // refusal (the reasons namespace, 32 KB) load with the page's code instead of riding in every page.
  {
    pattern: '/event-planners/e/:code',
    modules: [eventPlannersLayout, 'src/features/events/pages/event-public-page.tsx'],
    namespaces: [...shell, 'events'],
    // ?thanks=1 (back from a pledge) shows the same event with a thank-you.
    data: [{ path: '/api/v1/public/events/:code', search: ['thanks'] }],
    // Read far more than used, and its way on (Contribute) is a link: its code comes with the visitor's first touch,
    // key or scroll (decision 044).
    appOnIntent: true,
  },
  {
    pattern: '/event-planners/contribute',
    modules: [eventPlannersLayout, 'src/features/contribute/pages/contribute-page.tsx'],
    namespaces: [...shell, 'contribute'],
    data: [{ path: '/api/v1/public/events/:event', search: ['event'] }],
    // A form, drawn whole: its fields take what is typed before the code comes, and the code comes with the first
    // touch or key, long before the last field is filled in (decision 044).
    appOnIntent: true,
  },
  {
    pattern: '/event-planners/pledges/:token',
    modules: [eventPlannersLayout, 'src/features/contribute/pages/pledge-page.tsx'],
    namespaces: [...shell, 'contribute'],
    data: [{ path: '/api/v1/public/pledges/:token' }],
    // Read again and again (what was given, what is left); its one button is tapped once (decision 044).
    appOnIntent: true,
  },
  {
    // A guest's invitation card: its QR code is drawn by the server (an inline SVG path in its answer), so no QR
    // code comes in code and no picture is waited for.
    pattern: '/event-planners/c/:token',
    modules: [eventPlannersLayout, 'src/features/invitation-card/pages/card-page.tsx'],
    namespaces: [...shell, 'invitationCard'],
    data: [{ path: '/api/v1/public/cards/:token' }],
    languageFrom: 'event.language',
    // Shown at the door, opened again and again, answered once: its code comes with the guest's first touch.
    appOnIntent: true,
  },
  {
    pattern: '/medi-finder',
    modules: [
      'src/app/layouts/medi-finder-layout.tsx',
      'src/features/medi-finder/pages/medi-finder-home-page.tsx',
    ],
    namespaces: [...shell, 'mediFinder'],
    data: [{ path: '/api/v1/md/pharmacies/fetch?limit=20' }],
  },
];
