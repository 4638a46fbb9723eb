// Where the web app goes after a provider sign-in: a path on this site only, never another site (an open redirect).
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
