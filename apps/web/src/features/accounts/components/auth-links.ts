// Links between the sign-in and register forms, in one look (they carry the `?next=` page along: lib/paths.ts).
export const authLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-2 hover:underline';
