// The product page keeps still while it loads: what arrives late (the listing, its reviews) arrives into room kept
// for it. Measured as Chrome's cumulative layout shift on a throttled connection (about Slow 4G).
import { expect, phoneToo, test } from '../support/test.ts';

test(
  'the product page loads with a layout shift (CLS) under 0.1',
  phoneToo,
  async ({ page, context, request }) => {
    const { listings } = (await (await request.get('/api/v1/listings?category=venues&limit=1')).json()) as {
      listings: { id: string }[];
    };
    const [listing] = listings;
    expect(listing).toBeTruthy();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __layoutShift: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/event-planners/products/${listing?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    expect(cls).toBeLessThan(0.1);
  },
);
