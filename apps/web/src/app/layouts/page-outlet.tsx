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
