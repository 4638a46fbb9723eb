// The browser-side security headers: what a page of ours may load and do, built from what the app really loads.
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@sherehe/core/first-screen';
import type { FastifyInstance } from 'fastify';

/** The one inline script a page may run, by its hash: the drawn page's tap keeper. */
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * Map tiles come from MAP_TILE_URL's origin; Leaflet's `{s}` subdomain placeholder becomes a wildcard.
 * Exported for the tests.
 */
export function tileSource(mapTileUrl: string): string {
  const match = /^(https?):\/\/([^/]+)/.exec(mapTileUrl);
  if (!match) return '';
  const [, scheme, host = ''] = match;
  return `${scheme}://${host.replace(/\{s\}/g, '*')}`;
}

export function contentSecurityPolicy(config: { MAP_TILE_URL: string }): string {
  return [
    "default-src 'self'",
    // Vite emits module scripts as files; the only inline script is a drawn page's tap keeper, allowed by its hash.
    `script-src 'self' ${EARLY_TAPS_HASH}`,
    // Stylesheets are files, but react-hot-toast (goober) writes its styles into <style> elements at run time
    // (Chromium refused them, 8 a page, under style-src 'self'). Style attributes stay refused: React and Leaflet
    // set styles through the CSSOM, which the policy does not govern.
    "style-src 'self'",
    "style-src-elem 'self' 'unsafe-inline'",
    // Photos and logos are ours (/media); previews of a photo being uploaded are blob: URLs; Leaflet's and
    // Tailwind's small icons are data: URIs.
    `img-src 'self' data: blob: ${tileSource(config.MAP_TILE_URL)}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // Forms post to our API through fetch; the OpenID sign-in is a link (GET) to our own /api/v1/auth/oidc/start.
    "form-action 'self'",
  ].join('; ');
}

// Swagger UI (/api/docs) runs its own scripts and inline styles from its own files; it gets a looser policy of its
// own and still no framing.
const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

// The Medi-Finder's "Near me" asks for the position and the door page (issue 39) for the camera, to read the cards'
// QR codes, on our own pages only; nothing of ours uses the rest. Only features Chromium knows: it warned on every
// page of an unknown one (`bluetooth`) and enforced nothing for it.
const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), serial=(), midi=(), browsing-topics=()';

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: { MAP_TILE_URL: string; PUBLIC_URL: string },
): void {
  const policy = contentSecurityPolicy(config);
  // Only a site reached over https may ask browsers to insist on it (a plain-http localhost would lock itself out).
  const https = config.PUBLIC_URL.startsWith('https://');
  const always = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY', // no page of ours is meant to be framed (clickjacking)
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
  // One hook with a callback, not a promise: it runs on every response, so it does the least it can.
  app.addHook('onSend', (request, reply, payload, done) => {
    const docs = request.url === '/api/docs' || request.url.startsWith('/api/docs/');
    reply.headers(always);
    reply.header('content-security-policy', docs ? DOCS_POLICY : policy);
    // The request's id (the caller's, when it gave one), so its log lines can be found.
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
