// The toaster with the spec's durations and limit. Loaded apart from the first screen (see Providers).
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

export function AppToaster() {
  return <Toaster position="top-center" toastOptions={toastOptions} />;
}
