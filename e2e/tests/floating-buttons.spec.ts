// The floating buttons (Smart Planner, support chat, back-to-top) on a phone: they never sit on what a person needs
// to read or tap. Desktop has margins beside the content, so these checks are the phone project's.
import { wordsCovered } from '../support/floating.ts';
import { expect, type Locator, type Page, phoneToo, test } from '../support/test.ts';

test.skip(({ isMobile }) => !isMobile, 'the phone layout');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function floating(page: Page): Locator[] {
  return [
    page.getByRole('button', { name: 'Open the Smart Planner' }),
    page.getByRole('button', { name: 'Open customer support chat' }),
    page.getByRole('button', { name: 'Back to top' }),
  ];
}

/**
 * Every floating button on screen now must leave `target` uncovered. The buttons are read in one look: one that
 * steps aside between two reads would otherwise leave a locator waiting for a button no longer there.
 */
async function expectUncovered(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the page').not.toBeNull();
  if (!box) return;
  const shown = await page.locator('[data-floating]').evaluateAll((buttons) =>
    buttons.map((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return { label: button.getAttribute('aria-label'), x, y, width, height };
    }),
  );
  // A button stepped aside (display: none) has no box, and covers nothing.
  for (const { label, ...covering } of shown)
    if (covering.width > 0) expect(overlaps(box, covering), `${label}`).toBe(false);
}

/**
 * To the page's end, once the footer (which loads as it comes near) is in: until then the end moves down under the
 * buttons, and they rightly step aside from the footer's links.
 */
async function scrollToEnd(page: Page) {
  const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await toEnd();
  await expect(page.getByRole('contentinfo').getByText(/©/)).toBeVisible();
  await toEnd();
}

test(
  'the launchers leave "Sign in" on the registration page uncovered, and step aside from a field',
  phoneToo,
  async ({ page }) => {
    await page.goto('/event-planners/register');
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await expect(signIn).toBeVisible();
    // Their watch starts once the page has settled (2.5 s), then looks at what lies under them every 800 ms.
    await expect(() => expectUncovered(page, signIn)).toPass({ timeout: 10_000 });

    // The keyboard is up while a field has focus: the launchers make way for the form.
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByRole('button', { name: 'Open the Smart Planner' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open customer support chat' })).toBeHidden();

    // At the page's end room is kept for them below the last line: there they show, over nothing.
    await page.getByRole('main').getByRole('heading').first().click();
    await scrollToEnd(page);
    await expect(page.getByRole('button', { name: 'Open customer support chat' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the Smart Planner' })).toBeVisible();
    await expectUncovered(page, page.getByRole('contentinfo').getByText(/©/));
  },
);

test('the launchers leave the last card of a list uncovered', phoneToo, async ({ page }) => {
  await page.goto('/event-planners/services/venues');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const last = cards.last();
  // Reading down to the last card, its foot at the bottom of the screen: once the buttons' watch has started (the
  // page settled) and looked again, they leave it uncovered.
  await last.evaluate((card) => card.scrollIntoView({ block: 'end' }));
  await expect(() => expectUncovered(page, last)).toPass({ timeout: 10_000 });
  // At the page's end they are back, in the room kept for them.
  await scrollToEnd(page);
  for (const button of floating(page)) await expect(button).toBeVisible();
  await expectUncovered(page, page.getByRole('contentinfo').getByText(/©/));
});

test(
  'no floating button rests on words, 360 to 430 px wide: the Event Planners home, and Medi-Finder read card by card',
  phoneToo,
  async ({ page }) => {
    for (const width of [360, 430, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/event-planners');
      // The hero fills the first screen: the launchers rest on its empty foot, in view.
      await expect(page.getByRole('button', { name: 'Open the Smart Planner' })).toBeVisible();
      await expect.poll(() => wordsCovered(page), { message: `${width} px` }).toEqual([]);

      await page.goto('/medi-finder');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      for (const y of [400, 700, 1000, 1300]) {
        // Scrolled up to each place, as someone reading back: the buttons come back only where they cover nothing.
        await page.evaluate((to) => window.scrollTo(0, to + 200), y);
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await expect.poll(() => wordsCovered(page), { timeout: 10_000, message: `${width} px` }).toEqual([]);
      }
    }
  },
);
