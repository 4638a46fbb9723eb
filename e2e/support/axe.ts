import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Fails with the rule ids and the offending elements when axe finds serious or critical violations. Every rule runs;
 * axe is asked for its violations alone, since its passes (half a megabyte a page) were never read: about a second
 * less of each of the some 300 checks a run makes.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  let blocking = await blockingViolations(page);
  // A toast that appeared while axe was reading the page (a second or more on two busy cores) is caught fading in,
  // its text at part opacity: once more, with that animation finished too. A real contrast fault is there again.
  if (blocking.length > 0 && blocking.every((found) => found.startsWith('color-contrast:'))) {
    await animationsSettled(page);
    blocking = await blockingViolations(page);
  }
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}

/**
 * axe.run in the page itself, axe's source laid in once per document. @axe-core/playwright read the same rules but
 * evaluated axe's half megabyte of source two or three times a check and finished each run in a new blank tab: 2.6 s a
 * check on two cores against 1 s this way. The app draws no frames, which that library's tab existed to join.
 */
async function blockingViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
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
