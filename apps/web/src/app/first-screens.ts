// The landing pages a first visit most often opens, and what each needs before it can show: the server reads the
// build's version of this list (build/first-screens-plugin.ts) and preloads it from the HTML (decision 018).
// router.test.tsx checks the modules and namespaces against the routes; the data paths are the ones the pages ask
// for (first-screens.test.ts).
import { categorySlugs } from '@sherehe/core/categories';
import { layoutNamespaces } from './layouts/layout-namespaces.ts';

export type FirstScreenSource = {
  pattern: string;
  /** Source modules of the layout and the page, from apps/web. */
  modules: string[];
  namespaces: string[];
  data: { path: string; params?: Record<string, readonly string[]> }[];
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
    namespaces: [...shell, 'catalogue', 'reviews'],
    data: [{ path: '/api/v1/listings/:id' }],
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
