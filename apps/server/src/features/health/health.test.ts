import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('health and readiness', () => {
  it('reports the process up and the database ready, with a request id', async () => {
    const t = await buildTestApp();
    try {
      const health = await t.app.inject('/api/v1/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const traced = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-abc.123' } });
      expect(traced.headers['x-request-id']).toBe('lb-abc.123');
      const forged = await t.app.inject({
        url: '/api/v1/health',
        headers: { 'x-request-id': 'bad id\n<script>' },
      });
      expect(forged.headers['x-request-id']).not.toContain('script');

      const ready = await t.app.inject('/api/v1/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 on /ready while /health stays 200 when the database is gone', async () => {
    const t = await buildTestApp();
    await t.database.close();
    try {
      const ready = await t.app.inject('/api/v1/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect((await t.app.inject('/api/v1/health')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
