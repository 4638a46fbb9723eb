// The spec: every path change scrolls the window to the top (the router keeps the old offset otherwise).
// A layout effect, so the new page is never painted at the old page's offset first. The first page is not a change:
// someone who scrolled a drawn page (decision 022) before the app took it over stays where they are.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
