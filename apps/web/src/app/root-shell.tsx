// The root route: scroll-to-top, the spec's full-screen loader while a page's (or layout's) code downloads, and the
// moment the app has taken a drawn page over.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { TakenOver } from './taken-over.tsx';

export function RootShell() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <TakenOver />
      </Suspense>
    </>
  );
}
