// Links between the sign-in and register forms carry the `?next=` page along, in one look.
export const authLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-teal-700 underline-offset-2 hover:underline';

export function withNext(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}
