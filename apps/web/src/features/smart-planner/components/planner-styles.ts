// The planner's recurring control styles: 44 px tap targets, teal for the way forward.
export const primaryButton =
  'inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-full bg-teal-700 px-4 font-semibold text-sm text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-1.5 rounded-full border border-stone-300 bg-white px-4 font-medium text-sm text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export const fieldLabel = 'block font-medium text-sm text-stone-800';

export const fieldControl =
  'mt-1 h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600';
