import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and the offending elements when axe finds serious or critical violations. Every rule runs;
 * axe is asked for its violations alone, since its passes (half a megabyte a page) were never read: about a second
 * less of each of the some 200 checks a run makes.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite animations (a toast fading in, a dialog sliding up) to end: axe reads colours as drawn,
 * so text caught at half opacity would read as low contrast. Endless ones (a spinner) are left to run.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) =>
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
}
