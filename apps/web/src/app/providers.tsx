// App-wide providers: the query cache's host (the cache itself loads with the first piece that reads server data),
// and the toaster once the page has settled.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { QueryHostProvider } from '../lib/query-host.tsx';
import { onToasterWanted } from '../lib/toaster-demand.ts';

// A toaster that cannot be downloaded (a dropped connection, a tab older than a deploy) leaves the page without
// toasts; it must not turn the whole page into the error screen.
const AppToaster = lazy(() =>
  import('./app-toaster.tsx').then(
    (module): { default: () => ReactNode } => ({ default: module.AppToaster }),
    () => ({ default: () => null }),
  ),
);

/** How long after the first render the toaster loads when nothing has asked for it sooner. */
export const TOASTER_SETTLE_MS = 2500;

// react-hot-toast and its styling engine weigh about 4.5 KB gzipped, a fifth of the first screen's budget left for
// app code, and nothing toasts before someone acts. So the toaster loads once the page has settled, or at once when
// something on the first screen wants to toast; toasts made before it mounts wait in react-hot-toast's store.
function SettledToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), TOASTER_SETTLE_MS);
    const unsubscribe = onToasterWanted(() => setWanted(true));
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryHostProvider>
      {children}
      <SettledToaster />
    </QueryHostProvider>
  );
}
