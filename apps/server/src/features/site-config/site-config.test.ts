import { siteConfigResponse } from '@sherehe/core/api/site-config';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('GET /api/v1/site-config', () => {
  it('answers the contact details and the map tiles of the config, cacheable, in the shape of the contract', async () => {
    const t = await buildTestApp({
      env: {
        CONTACT_EMAIL: 'hello@sherehe.co.tz',
        MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Test tiles',
      },
    });
    try {
      const response = await t.app.inject({ url: '/api/v1/site-config' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body = siteConfigResponse.parse(response.json());
      expect(body.contactEmail).toBe('hello@sherehe.co.tz');
      expect(body.mapTiles).toEqual({ url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Test tiles' });
    } finally {
      await t.close();
    }
  });

  it('says when support answers on WhatsApp: the configured window, or around the clock', async () => {
    for (const [env, expected] of [
      [{}, null],
      [{ SUPPORT_HOURS: '08:00-20:00' }, { opens: '08:00', closes: '20:00' }],
    ] as const) {
      const t = await buildTestApp({ env });
      try {
        const body = siteConfigResponse.parse((await t.app.inject({ url: '/api/v1/site-config' })).json());
        expect(body.supportHours).toEqual(expected);
      } finally {
        await t.close();
      }
    }
  });

  it('offers OpenStreetMap tiles by default', async () => {
    const t = await buildTestApp();
    try {
      const body = (await t.app.inject({ url: '/api/v1/site-config' })).json();
      expect(body.mapTiles).toEqual({
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
    } finally {
      await t.close();
    }
  });
});
