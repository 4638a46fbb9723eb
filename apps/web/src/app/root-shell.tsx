// The root route: scroll-to-top, the full-screen loader while the first layout and page download, and the loader
// over the current page while a navigation waits for the next page's code.
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { usePageWaiting } from '../lib/page-loading.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

// Pages already downloaded open within this; showing the loader for them would only flash.
const LOADER_DELAY_MS = 150;

export function RootShell() {
  // Navigations are transitions (BrowserRouter), so the current page stays while the next one's code downloads.
  const waiting = usePageWaiting();
  const [showLoader, setShowLoader] = useState(false);

  useEffect(() => {
    if (!waiting) {
      setShowLoader(false);
      return;
    }
    const timer = setTimeout(() => setShowLoader(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {showLoader ? <PageSpinner overlay /> : null}
    </>
  );
}
