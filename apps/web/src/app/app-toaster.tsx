// The toaster with the spec's durations and limit. Loaded apart from the first screen (see Providers).
import { useSyncExternalStore } from 'react';
import { type DefaultToastOptions, Toaster } from 'react-hot-toast';

// The spec's durations, spelled out for every kind even where they match react-hot-toast's defaults today, so a
// library update cannot change them. The spec's limit of 20 visible toasts is the library's own (toastLimit 20 in
// 2.6): the newest push the oldest out; src/app/app-toaster.test.tsx checks both.
export const toastOptions: DefaultToastOptions = {
  duration: 4000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Number.POSITIVE_INFINITY },
};

/** Below the sticky navigation bar (64 px high) with a small gap: a toast never hides the nav's links. */
export const TOASTS_TOP = 76;
const WIDE = '(min-width: 640px)';

function subscribeWide(onChange: () => void) {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

export function AppToaster() {
  // Wide screens: the top-right corner under the bar, beside the cart and account buttons a toast is usually about
  // and clear of the page's heading; phones: centred under the bar, above the page (the screen's foot belongs to
  // the floating buttons).
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  return (
    <Toaster
      position={wide ? 'top-right' : 'top-center'}
      containerStyle={{ top: TOASTS_TOP }}
      toastOptions={toastOptions}
    />
  );
}
