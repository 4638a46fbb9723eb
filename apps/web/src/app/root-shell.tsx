// The root route: scroll-to-top, the loader while a navigation waits for a page's code, and the active area.
import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// Pages already downloaded open within this; showing the loader for them would only flash.
const LOADER_DELAY_MS = 150;

export function RootShell() {
  const loading = useNavigation().state === 'loading';
  const [showLoader, setShowLoader] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShowLoader(false);
      return;
    }
    const timer = setTimeout(() => setShowLoader(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <>
      <ScrollToTop />
      <Outlet />
      {showLoader ? <PageSpinner overlay /> : null}
    </>
  );
}
