// The root route: scroll-to-top, and the spec's full-screen loader while a page's (or layout's) code downloads.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function RootShell() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
