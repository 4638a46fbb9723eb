// Where a layout shows its page: a render error stays inside the page (header and footer keep working).
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../errors/error-boundary.tsx';

// No loader of its own: a page waiting for its code suspends up to the root shell, so on a first visit the layout
// and its page appear together (the footer, lazy near the viewport, is not pulled up by an empty page).
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: leaving a broken page gives the next one a fresh boundary.
    <ErrorBoundary key={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * The layout's main region, at least the screen's height: the footer starts below the first screen, so a page whose
 * content arrives after its first paint (checkout, an order: their data comes after the app) grows into room that is
 * already there instead of pushing a footer in view down (a layout shift of 0.17–0.33 on those pages before).
 */
export function PageMain() {
  return (
    <main id="main" className="flex min-h-dvh flex-1 flex-col">
      <PageOutlet />
    </main>
  );
}
