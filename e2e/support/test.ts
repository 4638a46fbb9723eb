// Playwright's test, whose pages wait after every goto and reload until the app has drawn over a first screen the
// server drew (decision 022): until then the page shows, but its buttons do nothing yet, and a journey's click
// could be lost. Specs import test and expect from here.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
} from '@playwright/test';

import { currentStack } from './ports.ts';

export * from '@playwright/test';

const drawn = async (page: Page) => {
  if (withoutScripts.has(page.context())) return;
  // A page whose code waits for a sign of use (decision 044) gets one, as a person's finger or mouse gives it.
  if (await page.locator('#root[data-app-on-intent]').count()) {
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
  }
  await page.waitForFunction(() => !document.querySelector('#root[data-server-rendered]'), null, {
    timeout: process.env.CI ? 30_000 : 15_000, // as playwright.config.ts: CI's two cores are shared
  });
};

// Pages of these contexts run no script, so nothing ever draws over the server's screen.
const withoutScripts = new WeakSet<BrowserContext>();

/** A context whose pages run no JavaScript: what a visitor sees of the server's drawing alone. */
export async function newContextWithoutScripts(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  withoutScripts.add(context);
  return context;
}

let patched = false;

/** Every page shares one prototype: wrapping its goto and reload once covers pages of any context. */
function waitForTheAppAfterNavigation(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    // Asked for the page as it arrives (to act before its code runs): no waiting, and no sign of use given for it.
    if (args[1]?.waitUntil !== 'commit') await drawn(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await drawn(this);
    return response;
  };
}

/**
 * Journeys where a phone's layout or touch changes what is tested (the drawer, floating buttons, first screens, the
 * pages relatives open from WhatsApp, the buying path) run in the phone project too; every journey runs on desktop.
 * `test('…', phoneToo, async …)`.
 */
export const phoneToo = { tag: '@phone' };

export const test = base.extend({
  // The app of this worker's stack for this project (support/ports.ts). Contexts and request clients a journey opens
  // itself are given currentStack().baseURL.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter.
  baseURL: async ({}, use) => {
    await use(currentStack().baseURL);
  },
  page: async ({ page }, use) => {
    waitForTheAppAfterNavigation(page);
    await use(page);
  },
});
