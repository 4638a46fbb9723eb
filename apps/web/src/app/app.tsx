// The whole app: providers around the router, and a last-resort boundary for errors outside any page.
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        {/* No transitions: the address and the screen change together (the loader shows while a page's code
            downloads), so nobody acts on the old page under the new address. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
