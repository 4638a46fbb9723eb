// The spec: every path change scrolls the window to the top (the router keeps the old offset otherwise).
// A layout effect, so the new page is never painted at the old page's offset first.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // pathname is the trigger, not an input: scroll whenever it changes.
    void pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
