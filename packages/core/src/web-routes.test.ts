import { describe, expect, it } from 'vitest';
import { isWebAppPath, matchWebRoute } from './web-routes.ts';

describe('isWebAppPath', () => {
  it.each([
    '/',
    '/Privacy-Policy',
    '/privacy-policy',
    '/event-planners/',
    '/event-planners/services/D.J.',
    '/event-planners/products/7c0e4c1e-1111-4b5e-9a7d-1234567890ab',
    '/event-planners/vendors/42',
    '/event-planners/account',
    '/medi-finder/pharmacies',
    '/medi-finder/pharmacies/abc',
    '/medi-finder/diagnostic-centres/',
  ])('knows %s', (path) => {
    expect(isWebAppPath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/event-planners/no-such-page',
    '/event-planners/services/venues/extra',
    '/event-planners/products',
    '/medi-finder/pharmacies/abc/def',
    '/wp-login.php',
  ])('does not know %s', (path) => {
    expect(isWebAppPath(path)).toBe(false);
  });
});

describe('matchWebRoute', () => {
  it("answers the route's parameters, decoded, or null", () => {
    expect(matchWebRoute('/event-planners/services/:name', '/Event-Planners/services/mc%20host/')).toEqual({
      name: 'mc host',
    });
    expect(matchWebRoute('/medi-finder/pharmacies/:id?', '/medi-finder/pharmacies')).toEqual({});
    expect(matchWebRoute('/event-planners/services', '/event-planners/services/venues')).toBeNull();
    expect(matchWebRoute('/event-planners/products/:id', '/event-planners/products/%E0%A4')).toEqual({
      id: '%E0%A4',
    });
  });
});
