// Links such as /#who-we-are arrive through the router, which does not scroll to anchors on its own.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the layout's scroll-to-top on navigation, which runs in a parent effect after this one.
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
