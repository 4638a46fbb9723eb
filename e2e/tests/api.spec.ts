import { expect, test } from '../support/test.ts';

// The served app answers as a browser sees it: API errors as JSON, client routes as the app's page.
test('serves the API and the app from one origin', async ({ request, page }) => {
  const health = await request.get('/api/v1/health');
  expect(await health.json()).toEqual({ status: 'ok' });
  const missing = await request.get('/api/v1/no-such-thing');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('not_found');

  const response = await page.goto('/event-planners/services');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-cache');
});
