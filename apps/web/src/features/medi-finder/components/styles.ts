// The finder's buttons and fields: 44 px tall, teal primary, stone secondary (DESIGN.md).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-70';

export const primaryButton = `${base} bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700`;
export const secondaryButton = `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-teal-700`;
export const selectClass =
  'h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600';
/** A text link with a 44 px tap target. */
export const actionLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg font-medium text-sm text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';
