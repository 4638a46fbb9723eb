// Every toast is made through here. The toaster loads after the first screen (see Providers), and react-hot-toast
// counts a toast's time from when it was made: a toast made before the toaster is there brings it at once, or it
// would be cut short or never shown. Only lazily loaded code imports this (it carries react-hot-toast).
import hotToast from 'react-hot-toast';
import { wantToaster } from './toaster-demand.ts';

type Maker<Make extends (...args: never[]) => unknown> = (...args: Parameters<Make>) => ReturnType<Make>;
const wanting =
  <Make extends (...args: never[]) => unknown>(make: Make): Maker<Make> =>
  (...args) => {
    wantToaster();
    return make(...args) as ReturnType<Make>;
  };

export const toast = Object.assign(wanting(hotToast), {
  success: wanting(hotToast.success),
  error: wanting(hotToast.error),
  loading: wanting(hotToast.loading),
  custom: wanting(hotToast.custom),
  promise: wanting(hotToast.promise),
  dismiss: hotToast.dismiss,
  remove: hotToast.remove,
});
