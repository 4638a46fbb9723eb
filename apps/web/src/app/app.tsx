// The whole app: providers around the router, and a last-resort boundary for errors outside any page.
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </ErrorBoundary>
  );
}
