// The admin area's buttons: 44 px tall, teal primary, stone secondary, red for what locks someone out.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed';
const outlined = `${base} border border-stone-300 bg-white hover:bg-stone-100 focus-visible:outline-teal-700`;

export const primaryButton = `${base} bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700`;
export const secondaryButton = `${outlined} text-stone-800`;
export const dangerOutlineButton = `${outlined} text-red-700`;
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`;
