// A realistic site config as GET /api/v1/site-config answers it.
import type { SiteConfig } from '@sherehe/core/api/site-config';
import type { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

export const siteConfigFixture: SiteConfig = {
  contactEmail: 'info@sherehe.co.tz',
  phones: ['+255754123456', '+255713987654', '+255688000111'],
  postalAddress: 'P.O. Box 1234, Moshi, Tanzania',
  supportWhatsapp: '255754123456',
  supportHours: null,
  signInProvider: null,
  mapTiles: { url: '/test-tiles/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
};

/**
 * A fetch stub that answers GET /api/v1/site-config itself and hands every other call to `rest`, for tests of pages
 * that read the site config on the side (the sign-in forms do, for the provider button) but are about other calls.
 */
export function withSiteConfig(rest: ReturnType<typeof vi.fn>, config: SiteConfig = siteConfigFixture) {
  const forward = rest as unknown as typeof fetch;
  return (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/v1/site-config' ? Promise.resolve(jsonResponse(config)) : forward(input, init);
}
