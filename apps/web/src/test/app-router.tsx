// Renders routes in a memory data router the way the app does (query cache, toaster), and shows where it is.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppToaster } from '../app/app-toaster.tsx';
import { useCart } from '../lib/cart-store.ts';
import { syncSessionFromStorage, useSession } from '../lib/session-store.ts';
import { USER_KEY } from '../lib/storage-keys.ts';

/** Prints the current path so tests can tell whether something navigated. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Puts a user in storage the way a sign-in does and lets the session store read it, as on a page load. */
export function signInAs(stored: unknown) {
  localStorage.setItem(USER_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  syncSessionFromStorage();
}

/** Shared module state (stores, toasts) starts empty in every test. */
export function resetAppState() {
  useSession.setState({ user: null });
  useCart.setState({ items: [], onServer: false });
  toast.remove();
}
