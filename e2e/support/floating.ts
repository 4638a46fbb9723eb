// What the floating buttons (Smart Planner, support chat, back-to-top) cover on a phone-wide page.
import type { Page } from '@playwright/test';

/** Words on the page that a shown floating button covers: each as its text, empty when none. */
export const wordsCovered = (page: Page) =>
  page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll('[data-floating]'))
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('[data-floating], [aria-hidden="true"]'))
        continue;
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const under = buttons.some(
          (b) => line.left < b.right && b.left < line.right && line.top < b.bottom && b.top < line.bottom,
        );
        if (under) covered.push(node.textContent.trim());
      }
    }
    return covered;
  });
