// Where a layout shows its page: a render error stays inside the page (header and footer keep working).
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ErrorBoundary } from '../errors/error-boundary.tsx';

export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: leaving a broken page gives the next one a fresh boundary.
    <ErrorBoundary key={pathname}>
      {/* Only if a page reads strings that were not preloaded with it. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
