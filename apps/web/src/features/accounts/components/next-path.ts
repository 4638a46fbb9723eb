// Where to go after signing in: a `?next=` inside Event Planners, never another site (an open redirect) or a loop.

const HOME = '/event-planners';

export function safeNextPath(next: string | null): string {
  if (!next?.startsWith(HOME) || next.includes('\\')) return HOME;
  let url: URL;
  try {
    url = new URL(next, 'https://sherehe.invalid');
  } catch {
    return HOME;
  }
  if (url.origin !== 'https://sherehe.invalid') return HOME;
  const path = url.pathname.replace(/\/$/, '');
  // Only this area (not /event-plannersX), and not back to the forms themselves.
  if (path !== HOME && !path.startsWith(`${HOME}/`)) return HOME;
  if (/^\/event-planners\/(login|register|reset-password)$/i.test(path)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
