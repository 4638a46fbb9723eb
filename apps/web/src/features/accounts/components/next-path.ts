// Where to go after signing in: a `?next=` inside Event Planners, never another site (an open redirect) or a loop.
import { paths } from '../../../lib/paths.ts';

export function safeNextPath(next: string | null): string {
  if (!next?.startsWith(paths.home) || next.includes('\\')) return paths.home;
  let url: URL;
  try {
    url = new URL(next, 'https://sherehe.invalid');
  } catch {
    return paths.home;
  }
  if (url.origin !== 'https://sherehe.invalid') return paths.home;
  const path = url.pathname.replace(/\/$/, '');
  // Only this area (not /event-plannersX), and not back to the forms themselves.
  if (path !== paths.home && !path.startsWith(`${paths.home}/`)) return paths.home;
  if (/^\/event-planners\/(login|register|reset-password)$/i.test(path)) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
