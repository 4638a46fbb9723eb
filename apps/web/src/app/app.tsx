// The whole app: providers around the router, and a last-resort boundary for errors outside any page.
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
