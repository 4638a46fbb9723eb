// The vendor area's buttons: 44 px tall, teal primary, stone secondary, red for what removes something.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';
const outlined = `${base} border border-stone-300 bg-white hover:bg-stone-100 focus-visible:outline-teal-700`;

export const primaryButton = `${base} bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700`;
export const secondaryButton = `${outlined} text-stone-800`;
const icon =
  'inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-40';
export const iconButton = `${icon} text-stone-800`;
export const dangerIconButton = `${icon} text-red-700`;
