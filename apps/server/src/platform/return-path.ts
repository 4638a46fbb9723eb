// Where the web app goes after a provider sign-in or an e-mailed link: a path on this site only, never another site
// (an open redirect). Shared by the OpenID sign-in and the registration and reset links.
const HOME = '/event-planners';
const PROBE_ORIGIN = 'https://sherehe.invalid';

export function safeReturnPath(next: string | undefined): string {
  // "//evil.example" and "/\evil.example" are other sites to a browser; control characters have no business here.
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}]/u.test(next)) return HOME;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('/api/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?next=…` for a mailed link when the person came from a page to go back to; nothing otherwise. */
export function nextQuery(next: string | undefined): string {
  const path = safeReturnPath(next);
  return path === HOME ? '' : `?${new URLSearchParams({ next: path })}`;
}
