// The planner's field styles: 44 px tall (its buttons come from components/button.tsx, size sm).

export const fieldLabel = 'block font-medium text-sm text-stone-800';

export const fieldControl =
  'mt-1 h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600';
