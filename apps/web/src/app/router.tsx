// Every route of the spec. Only the root shell is in the first download; each layout and page is its own chunk.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { RouterErrorScreen } from './errors/router-error-screen.tsx';
import { layoutNamespaces } from './layouts/layout-namespaces.ts';
import { lazyComponent } from './lazy-route.ts';
import { RootShell } from './root-shell.tsx';

const notFound = {
  path: '*',
  lazy: lazyComponent(
    () => import('./pages/not-found-page.tsx'),
    (m) => m.NotFoundPage,
  ),
};

const siteRoutes: RouteObject = {
  lazy: lazyComponent(
    () => import('./layouts/site-layout.tsx'),
    (m) => m.SiteLayout,
    layoutNamespaces,
  ),
  children: [
    {
      index: true,
      lazy: lazyComponent(
        () => import('../features/site/pages/home-page.tsx'),
        (m) => m.HomePage,
        ['site'],
      ),
    },
    {
      path: 'Privacy-Policy',
      lazy: lazyComponent(
        () => import('../features/site/pages/privacy-policy-page.tsx'),
        (m) => m.PrivacyPolicyPage,
        ['privacy'],
      ),
    },
    {
      // Demo mode's phone (the payment simulator); the API answers 404 when payments are real.
      path: 'dev/phone',
      lazy: lazyComponent(
        () => import('../features/dev-phone/pages/dev-phone-page.tsx'),
        (m) => m.DevPhonePage,
        ['devPhone'],
      ),
    },
    notFound,
  ],
};

const eventPlannersRoutes: RouteObject = {
  path: 'event-planners',
  lazy: lazyComponent(
    () => import('./layouts/event-planners-layout.tsx'),
    (m) => m.EventPlannersLayout,
    layoutNamespaces,
  ),
  children: [
    {
      index: true,
      lazy: lazyComponent(
        () => import('../features/event-planners/pages/event-planners-home-page.tsx'),
        (m) => m.EventPlannersHomePage,
        ['eventPlanners'],
      ),
    },
    {
      path: 'services',
      lazy: lazyComponent(
        () => import('../features/catalogue/pages/services-page.tsx'),
        (m) => m.ServicesPage,
        ['catalogue'],
      ),
    },
    {
      path: 'services/:name',
      lazy: lazyComponent(
        () => import('../features/catalogue/pages/category-page.tsx'),
        (m) => m.CategoryPage,
        ['catalogue'],
      ),
    },
    {
      path: 'products/:id',
      lazy: lazyComponent(
        () => import('./pages/product-with-reviews.tsx'),
        (m) => m.ProductWithReviews,
        ['catalogue', 'reviews'],
      ),
    },
    {
      path: 'vendors/:id',
      lazy: lazyComponent(
        () => import('../features/catalogue/pages/vendor-profile-page.tsx'),
        (m) => m.VendorProfilePage,
        ['catalogue'],
      ),
    },
    {
      path: 'cart',
      lazy: lazyComponent(
        () => import('../features/cart/pages/cart-page.tsx'),
        (m) => m.CartPage,
        ['cart'],
      ),
    },
    {
      path: 'checkout',
      lazy: lazyComponent(
        () => import('../features/orders/pages/checkout-page.tsx'),
        (m) => m.CheckoutPage,
        ['orders'],
      ),
    },
    {
      path: 'orders/:id',
      lazy: lazyComponent(
        () => import('../features/orders/pages/order-page.tsx'),
        (m) => m.OrderPage,
        ['orders'],
      ),
    },
    {
      path: 'login',
      lazy: lazyComponent(
        () => import('../features/accounts/pages/login-page.tsx'),
        (m) => m.LoginPage,
        ['accounts'],
      ),
    },
    {
      path: 'register',
      lazy: lazyComponent(
        () => import('../features/accounts/pages/register-page.tsx'),
        (m) => m.RegisterPage,
        ['accounts'],
      ),
    },
    {
      path: 'reset-password',
      lazy: lazyComponent(
        () => import('../features/accounts/pages/reset-password-page.tsx'),
        (m) => m.ResetPasswordPage,
        ['accounts'],
      ),
    },
    {
      path: 'Account',
      lazy: lazyComponent(
        () => import('./pages/account-with-orders.tsx'),
        (m) => m.AccountWithOrders,
        ['accounts', 'orders', 'eventManage', 'notifications', 'notificationWords'],
      ),
    },
    {
      path: 'vendor',
      lazy: lazyComponent(
        () => import('../features/vendor/pages/vendor-page.tsx'),
        (m) => m.VendorPage,
        ['vendor', 'orders'],
      ),
    },
    {
      path: 'admin',
      lazy: lazyComponent(
        () => import('../features/admin/pages/admin-page.tsx'),
        (m) => m.AdminPage,
        ['admin', 'adminMediFinder', 'adminNews', 'orders'],
      ),
    },
    {
      path: 'about',
      lazy: lazyComponent(
        () => import('../features/event-planners/pages/about-page.tsx'),
        (m) => m.AboutPage,
        ['eventPlanners'],
      ),
    },
    {
      path: 'news',
      lazy: lazyComponent(
        () => import('../features/news/pages/news-page.tsx'),
        (m) => m.NewsPage,
        ['news'],
      ),
    },
    {
      path: 'news/:slug',
      lazy: lazyComponent(
        () => import('../features/news/pages/news-post-page.tsx'),
        (m) => m.NewsPostPage,
        ['news'],
      ),
    },
    // The forms below check what is typed with the contract's reasons before sending: their words load with the page,
    // not only after a refusal from the server (which is when the API client loads them).
    {
      path: 'contribute',
      lazy: lazyComponent(
        () => import('../features/contribute/pages/contribute-page.tsx'),
        (m) => m.ContributePage,
        ['contribute', 'reasons'],
      ),
    },
    {
      path: 'event',
      lazy: lazyComponent(
        () => import('../features/events/pages/create-event-page.tsx'),
        (m) => m.CreateEventPage,
        ['events', 'reasons'],
      ),
    },
    {
      path: 'events/:id/edit',
      lazy: lazyComponent(
        () => import('../features/events/pages/edit-event-page.tsx'),
        (m) => m.EditEventPage,
        ['events', 'reasons'],
      ),
    },
    {
      // An event's public page: the short link its guests receive.
      path: 'e/:code',
      lazy: lazyComponent(
        () => import('../features/events/pages/event-public-page.tsx'),
        (m) => m.EventPublicPage,
        ['events'],
      ),
    },
    {
      // A contributor's own pledge, behind the secret link sent to them.
      path: 'pledges/:token',
      lazy: lazyComponent(
        () => import('../features/contribute/pages/pledge-page.tsx'),
        (m) => m.PledgePage,
        ['contribute', 'reasons'],
      ),
    },
    {
      path: 'events/:id',
      lazy: lazyComponent(
        () => import('../features/events/pages/manage-event-page.tsx'),
        (m) => m.ManageEventPage,
        ['eventManage', 'reasons'],
      ),
    },
    {
      path: 'payments/:id',
      lazy: lazyComponent(
        () => import('../features/payments/pages/payment-page.tsx'),
        (m) => m.PaymentPage,
        ['payments'],
      ),
    },
    notFound,
  ],
};

const mediFinderRoutes: RouteObject = {
  path: 'medi-finder',
  lazy: lazyComponent(
    () => import('./layouts/medi-finder-layout.tsx'),
    (m) => m.MediFinderLayout,
    layoutNamespaces,
  ),
  children: [
    {
      index: true,
      lazy: lazyComponent(
        () => import('../features/medi-finder/pages/medi-finder-home-page.tsx'),
        (m) => m.MediFinderHomePage,
        ['mediFinder'],
      ),
    },
    {
      // The tab and, with an id, one pharmacy: one route (and one object in the first download) for both.
      path: 'pharmacies/:id?',
      lazy: lazyComponent(
        () => import('../features/medi-finder/pages/pharmacies-page.tsx'),
        (m) => m.PharmaciesPage,
        ['mediFinder'],
      ),
    },
    {
      path: 'diagnostic-centres/:id?',
      lazy: lazyComponent(
        () => import('../features/medi-finder/pages/diagnostic-centres-page.tsx'),
        (m) => m.DiagnosticCentresPage,
        ['mediFinder'],
      ),
    },
    {
      path: 'my-places',
      lazy: lazyComponent(
        () => import('../features/medi-finder-owners/pages/my-places-page.tsx'),
        (m) => m.MyPlacesPage,
        ['mediFinderOwners', 'mediFinder'],
      ),
    },
    notFound,
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    // The first visit waits for the layout and page chunks behind this; later navigations use RootShell's loader.
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouterErrorScreen,
    children: [siteRoutes, eventPlannersRoutes, mediFinderRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
