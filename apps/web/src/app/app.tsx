// The whole app: providers around the router, and a last-resort boundary for errors outside any page.
import { BrowserRouter, StaticRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** `location` is the address the server paints the first screen for (entry-server.tsx); the browser has its own. */
export function App({ location }: { location?: string }) {
  const routes = <AppRoutes />;
  return (
    <ErrorBoundary>
      <Providers>
        {location === undefined ? (
          // No transitions: the address and the screen change together (the loader shows while a page's code
          // downloads), so nobody acts on the old page under the new address.
          <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </Providers>
    </ErrorBoundary>
  );
}
