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
 * Brings the page's finite animations (a toast fading in, a dialog sliding up, the launcher's four bounces) to their
 * end state at once: axe reads colours as drawn, so text caught at half opacity would read as low contrast, and
 * waiting for them cost up to four seconds a check. Endless ones (a spinner) are left to run.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY;
      if (Number.isFinite(end)) animation.finish();
    }
  });
}
