// Every route of the spec. Only the root shell is in the first download; each layout and page is its own chunk.
import { useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { layoutNamespaces } from './layouts/layout-namespaces.ts';
import { lazyPage, type PageHandle } from './lazy-page.tsx';
import { RootShell } from './root-shell.tsx';

const notFound = {
  path: '*',
  ...lazyPage(
    () => import('./pages/not-found-page.tsx'),
    (m) => m.NotFoundPage,
  ),
};

const siteRoutes: RouteObject = {
  ...lazyPage(
    () => import('./layouts/site-layout.tsx'),
    (m) => m.SiteLayout,
    { namespaces: layoutNamespaces, layout: true, queries: false },
  ),
  children: [
    {
      index: true,
      ...lazyPage(
        () => import('../features/site/pages/home-page.tsx'),
        (m) => m.HomePage,
        { namespaces: ['site'] },
      ),
    },
    {
      path: 'Privacy-Policy',
      ...lazyPage(
        () => import('../features/site/pages/privacy-policy-page.tsx'),
        (m) => m.PrivacyPolicyPage,
        { namespaces: ['privacy'] },
      ),
    },
    {
      // Demo mode's phone (the payment simulator); the API answers 404 when payments are real.
      path: 'dev/phone',
      ...lazyPage(
        () => import('../features/dev-phone/pages/dev-phone-page.tsx'),
        (m) => m.DevPhonePage,
        { namespaces: ['devPhone'] },
      ),
    },
    notFound,
  ],
};

const eventPlannersRoutes: RouteObject = {
  path: 'event-planners',
  ...lazyPage(
    () => import('./layouts/event-planners-layout.tsx'),
    (m) => m.EventPlannersLayout,
    { namespaces: layoutNamespaces, layout: true, queries: false },
  ),
  children: [
    {
      index: true,
      ...lazyPage(
        () => import('../features/event-planners/pages/event-planners-home-page.tsx'),
        (m) => m.EventPlannersHomePage,
        // Text and links only: the marketplace's landing page downloads no TanStack Query (decision 021).
        { namespaces: ['eventPlanners'], queries: false },
      ),
    },
    {
      path: 'services',
      ...lazyPage(
        () => import('../features/catalogue/pages/services-page.tsx'),
        (m) => m.ServicesPage,
        { namespaces: ['catalogue'] },
      ),
    },
    {
      path: 'services/:name',
      ...lazyPage(
        () => import('../features/catalogue/pages/category-page.tsx'),
        (m) => m.CategoryPage,
        { namespaces: ['catalogue'] },
      ),
    },
    {
      path: 'products/:id',
      ...lazyPage(
        () => import('./pages/product-with-reviews.tsx'),
        (m) => m.ProductWithReviews,
        { namespaces: ['catalogue', 'reviews', 'conversations'] },
      ),
    },
    {
      path: 'vendors/:id',
      ...lazyPage(
        () => import('./pages/vendor-profile-with-questions.tsx'),
        (m) => m.VendorProfileWithQuestions,
        { namespaces: ['catalogue', 'conversations'] },
      ),
    },
    {
      path: 'cart',
      ...lazyPage(
        () => import('../features/cart/pages/cart-page.tsx'),
        (m) => m.CartPage,
        { namespaces: ['cart'] },
      ),
    },
    {
      path: 'checkout',
      ...lazyPage(
        () => import('../features/orders/pages/checkout-page.tsx'),
        (m) => m.CheckoutPage,
        { namespaces: ['orders'] },
      ),
    },
    {
      path: 'orders/:id',
      ...lazyPage(
        () => import('./pages/order-with-reviews.tsx'),
        (m) => m.OrderWithReviews,
        { namespaces: ['orders', 'reviews', 'disputes'] },
      ),
    },
    {
      path: 'messages/:id',
      ...lazyPage(
        () => import('./pages/conversation-with-quotes.tsx'),
        (m) => m.ConversationWithQuotes,
        { namespaces: ['conversations'] },
      ),
    },
    {
      path: 'login',
      ...lazyPage(
        () => import('../features/accounts/pages/login-page.tsx'),
        (m) => m.LoginPage,
        { namespaces: ['accounts'] },
      ),
    },
    {
      path: 'register',
      ...lazyPage(
        () => import('../features/accounts/pages/register-page.tsx'),
        (m) => m.RegisterPage,
        { namespaces: ['accounts'] },
      ),
    },
    {
      path: 'reset-password',
      ...lazyPage(
        () => import('../features/accounts/pages/reset-password-page.tsx'),
        (m) => m.ResetPasswordPage,
        { namespaces: ['accounts'] },
      ),
    },
    {
      path: 'Account',
      ...lazyPage(
        () => import('./pages/account-with-orders.tsx'),
        (m) => m.AccountWithOrders,
        {
          namespaces: [
            'accounts',
            'orders',
            'eventManage',
            'notifications',
            'notificationWords',
            'conversations',
          ],
        },
      ),
    },
    {
      path: 'vendor',
      ...lazyPage(
        () => import('./pages/vendor-with-disputes.tsx'),
        (m) => m.VendorWithDisputes,
        { namespaces: ['vendor', 'orders', 'disputes', 'conversations'] },
      ),
    },
    {
      path: 'admin',
      ...lazyPage(
        () => import('../features/admin/pages/admin-page.tsx'),
        (m) => m.AdminPage,
        { namespaces: ['admin', 'adminMediFinder', 'adminNews', 'orders', 'disputes'] },
      ),
    },
    {
      path: 'about',
      ...lazyPage(
        () => import('../features/event-planners/pages/about-page.tsx'),
        (m) => m.AboutPage,
        { namespaces: ['eventPlanners'] },
      ),
    },
    {
      path: 'news',
      ...lazyPage(
        () => import('../features/news/pages/news-page.tsx'),
        (m) => m.NewsPage,
        { namespaces: ['news'] },
      ),
    },
    {
      path: 'news/:slug',
      ...lazyPage(
        () => import('../features/news/pages/news-post-page.tsx'),
        (m) => m.NewsPostPage,
        { namespaces: ['news'] },
      ),
    },
    // The forms below check what is typed with the contract's reasons before sending: their words load with the page,
    // not only after a refusal from the server (which is when the API client loads them).
    {
      path: 'contribute',
      ...lazyPage(
        () => import('../features/contribute/pages/contribute-page.tsx'),
        (m) => m.ContributePage,
        { namespaces: ['contribute', 'reasons'] },
      ),
    },
    {
      path: 'event',
      ...lazyPage(
        () => import('../features/events/pages/create-event-page.tsx'),
        (m) => m.CreateEventPage,
        { namespaces: ['events', 'reasons'] },
      ),
    },
    {
      path: 'events/:id/edit',
      ...lazyPage(
        () => import('../features/events/pages/edit-event-page.tsx'),
        (m) => m.EditEventPage,
        { namespaces: ['events', 'reasons'] },
      ),
    },
    {
      // An event's public page: the short link its guests receive.
      path: 'e/:code',
      ...lazyPage(
        () => import('../features/events/pages/event-public-page.tsx'),
        (m) => m.EventPublicPage,
        { namespaces: ['events'] },
      ),
    },
    {
      // A contributor's own pledge, behind the secret link sent to them.
      path: 'pledges/:token',
      ...lazyPage(
        () => import('../features/contribute/pages/pledge-page.tsx'),
        (m) => m.PledgePage,
        { namespaces: ['contribute', 'reasons'] },
      ),
    },
    {
      // A guest's invitation card, behind the private link texted to them: no sign-in.
      path: 'c/:token',
      ...lazyPage(
        () => import('../features/invitation-card/pages/card-page.tsx'),
        (m) => m.CardPage,
        { namespaces: ['invitationCard'] },
      ),
    },
    {
      // The gate officer's door: signed in, it keeps the event's list on the device and admits guests offline.
      path: 'door/:id',
      ...lazyPage(
        () => import('../features/door/pages/door-page.tsx'),
        (m) => m.DoorPage,
        { namespaces: ['door'] },
      ),
    },
    {
      path: 'events/:id',
      ...lazyPage(
        () => import('../features/events/pages/manage-event-page.tsx'),
        (m) => m.ManageEventPage,
        { namespaces: ['eventManage', 'reasons'] },
      ),
    },
    {
      path: 'payments/:id',
      ...lazyPage(
        () => import('../features/payments/pages/payment-page.tsx'),
        (m) => m.PaymentPage,
        { namespaces: ['payments'] },
      ),
    },
    notFound,
  ],
};

const mediFinderRoutes: RouteObject = {
  path: 'medi-finder',
  ...lazyPage(
    () => import('./layouts/medi-finder-layout.tsx'),
    (m) => m.MediFinderLayout,
    { namespaces: layoutNamespaces, layout: true, queries: false },
  ),
  children: [
    {
      index: true,
      ...lazyPage(
        () => import('../features/medi-finder/pages/medi-finder-home-page.tsx'),
        (m) => m.MediFinderHomePage,
        { namespaces: ['mediFinder'] },
      ),
    },
    {
      // The tab and, with an id, one pharmacy: one route (and one object in the first download) for both.
      path: 'pharmacies/:id?',
      ...lazyPage(
        () => import('../features/medi-finder/pages/pharmacies-page.tsx'),
        (m) => m.PharmaciesPage,
        { namespaces: ['mediFinder'] },
      ),
    },
    {
      path: 'diagnostic-centres/:id?',
      ...lazyPage(
        () => import('../features/medi-finder/pages/diagnostic-centres-page.tsx'),
        (m) => m.DiagnosticCentresPage,
        { namespaces: ['mediFinder'] },
      ),
    },
    {
      path: 'my-places',
      ...lazyPage(
        () => import('../features/medi-finder-owners/pages/my-places-page.tsx'),
        (m) => m.MyPlacesPage,
        { namespaces: ['mediFinderOwners', 'mediFinder'] },
      ),
    },
    notFound,
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [siteRoutes, eventPlannersRoutes, mediFinderRoutes],
  },
];

/** Resolves once the code and strings of every route `pathname` matches are here (decision 022). */
export function routesReady(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      (route.handle as PageHandle | undefined)?.ready(),
    ),
  );
}

/**
 * The app's routes under a BrowserRouter. Declarative routing, not the data router: the app loads no data in
 * route loaders, and the data router's code was 16 KB (gzip) of the first load (docs/decisions/018-first-screen-named-in-the-html.md).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Rendering reaches a page only once its layout's code is here: start the layout's and the page's downloads
  // together instead, as the server's preload hints do on a first visit. In render, not an effect, so both start
  // before anything suspends; starting twice is a no-op.
  useMemo(() => {
    for (const { route } of matchRoutes(routes, pathname) ?? [])
      (route.handle as PageHandle | undefined)?.preload();
  }, [pathname]);
  return useRoutes(routes);
}
