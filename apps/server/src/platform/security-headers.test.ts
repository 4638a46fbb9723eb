import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { contentSecurityPolicy, tileSource } from './security-headers.ts';

describe('security headers', () => {
  it('sends a strict policy built from the map tiles, a permissions policy, and no HSTS over plain http', async () => {
    const t = await buildTestApp({ env: { MAP_TILE_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.png' } });
    try {
      const answer = await t.app.inject('/api/v1/health');
      const policy = String(answer.headers['content-security-policy']);
      expect(policy.split('; ')).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "style-src 'self'",
          "img-src 'self' data: blob: https://tiles.example.org",
          "connect-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ]),
      );
      // Files of our own, and the drawn page's inline tap keeper by its hash (first-screen-hints.test.ts).
      expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
      // The door page reads QR codes with the camera, on our own pages only; the microphone stays off.
      expect(answer.headers['permissions-policy']).toContain('camera=(self)');
      expect(answer.headers['permissions-policy']).toContain('microphone=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();

      // Swagger UI keeps working under a policy of its own.
      const docs = await t.app.inject('/api/docs/static/index.html');
      expect(String(docs.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    } finally {
      await t.close();
    }
  });

  it('asks browsers to insist on https when the site is reached over https', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: 'https://sherehe.co.tz' } });
    try {
      const answer = await t.app.inject('/api/v1/health');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await t.close();
    }
  });

  it("turns Leaflet's {s} subdomains into a wildcard", () => {
    expect(tileSource('https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.fr',
    );
    expect(contentSecurityPolicy({ MAP_TILE_URL: 'http://127.0.0.1:4315/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: blob: http://127.0.0.1:4315",
    );
  });
});
