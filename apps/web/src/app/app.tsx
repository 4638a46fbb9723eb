// The whole app: providers around the router, and a last-resort boundary for errors outside any page. The router is
// the caller's: the browser's (main.tsx) or, for a first screen drawn on the server, a static one (entry-server.tsx),
// so the static router's code stays out of the browser's download.
import type { ReactNode } from 'react';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReactNode }) {
  return (
    <ErrorBoundary>
      <Providers>{router}</Providers>
    </ErrorBoundary>
  );
}
