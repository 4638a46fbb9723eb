// Every address the web app has a page for, as React Router patterns: the server answers 404 (still with the app,
// which shows its not-found page) for anything else. apps/web's router test checks its routes match this list.
export const webRoutePatterns = [
  '/',
  '/Privacy-Policy',
  '/event-planners',
  '/event-planners/services',
  '/event-planners/services/:name',
  '/event-planners/products/:id',
  '/event-planners/vendors/:id',
  '/event-planners/cart',
  '/event-planners/checkout',
  '/event-planners/orders/:id',
  '/event-planners/messages/:id',
  '/event-planners/login',
  '/event-planners/register',
  '/event-planners/reset-password',
  '/event-planners/Account',
  '/event-planners/vendor',
  '/event-planners/admin',
  '/event-planners/about',
  '/event-planners/news',
  '/event-planners/news/:slug',
  '/event-planners/contribute',
  '/event-planners/event',
  '/event-planners/events/:id',
  '/event-planners/events/:id/edit',
  '/event-planners/door/:id',
  '/event-planners/e/:code',
  '/event-planners/pledges/:token',
  '/event-planners/c/:token',
  '/event-planners/payments/:id',
  '/medi-finder',
  '/medi-finder/pharmacies/:id?',
  '/medi-finder/diagnostic-centres/:id?',
  '/medi-finder/my-places',
  '/dev/phone',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

// As React Router matches: case-insensitive, empty segments and a trailing slash ignored, `:param` any one
// segment, `:param?` that segment or none.
function decodedOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // still the page's address: the page itself says what it cannot find
  }
}

/** The route's parameters (decoded) when `path` (no query string) matches `pattern`, else null. */
export function matchWebRoute(pattern: string, path: string): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const segments = segmentsOf(path);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (segment === undefined) {
      if (!part.endsWith('?')) return null;
    } else if (part.startsWith(':')) {
      params[part.slice(1).replace(/\?$/, '')] = decodedOrRaw(segment);
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** True when the web app has a page at this path (no query string). */
export function isWebAppPath(path: string): boolean {
  return webRoutePatterns.some((pattern) => matchWebRoute(pattern, path) !== null);
}
