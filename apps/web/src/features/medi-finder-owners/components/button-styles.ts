// The owners' pages' buttons: 44 px tall, teal primary, stone secondary (the vendor area's look, in this feature).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-teal-700 text-white hover:bg-teal-800 focus-visible:outline-teal-700`;
export const secondaryButton = `${base} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 focus-visible:outline-teal-700`;
