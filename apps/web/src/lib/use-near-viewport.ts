// True once an element comes within `margin` of the viewport: what sits far below the fold loads only when needed.
// Watching starts when the browser is first idle, after the page above has rendered: before that, a page still
// loading its strings is short and everything below it would count as near.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
};

export function useNearViewport<Element extends HTMLElement>(
  margin = '600px',
): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  // Not near on the server (which has no IntersectionObserver either), so a drawn page and the app hydrating it
  // start alike; a browser without one loads everything at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  // A layout effect: while a page's code downloads, the loader hides the layout (Suspense) and React detaches its
  // refs, so a watch set up then would find no element. Layout effects are undone on hiding and run again on
  // showing, with the element back.
  useLayoutEffect(() => {
    if (near) return;
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      if (!ref.current) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(ref.current);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [near, margin]);
  return [ref, near];
}
