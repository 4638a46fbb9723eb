// Interactions on a phone's CPU (issue 37): Chromium slowed by the factor calibrated to this host (bench-cpu.mjs), a
// person opens a listing as soon as it shows, chooses the date and the guests and adds it to the cart; then opens the
// Smart Planner on /event-planners and answers its first question. Each interaction's latency is the page's own Event
// Timing entry (input delay, handlers and the next paint: what INP is made of); a flow's INP is its worst interaction.
// What was typed must arrive as typed. BENCH_INTERACTION_RUNS (default 3) runs of each, median INP.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { calibratedSlowdown } from './bench-cpu.mjs';
import { chromiumFlags, chromiumPath, getJson, startApp } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);
const INP_TARGET_MS = 200;
/** A phone's screen, as Lighthouse's mobile preset. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-interactions-'));
const app = await startApp({ DATA_DIR: dataDir, SEED_DEMO: process.env.SEED_DEMO ?? 'true' });
let browser;
try {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const { slowdown } = await calibratedSlowdown(app.base, chrome.port).finally(() => chrome.kill());
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const listing = await cateringListing(app.base);
  const flows = [
    ['a listing: date, guests, Add to cart', (page) => addToCart(page, listing)],
    ['the Smart Planner: open, first answer', planFirstStep],
  ];
  console.log(
    `\nInteractions at CPU ${slowdown.toFixed(1)}× (calibrated to this host), phone screen, ${RUNS} runs, median; target: INP ≤ ${INP_TARGET_MS} ms, nothing typed lost`,
  );
  for (const [label, flow] of flows) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, app.base, slowdown, flow));
    runs.sort((a, b) => a.inp - b.inp);
    const median = runs[Math.floor(runs.length / 2)];
    const lost = runs.filter((run) => !run.kept).length;
    console.log(
      `  ${label.padEnd(40)} INP ${`${Math.round(median.inp)} ms`.padStart(7)} ${
        median.inp <= INP_TARGET_MS ? 'ok  ' : 'MISS'
      }  (runs ${runs.map((run) => Math.round(run.inp)).join(' / ')} ms; worst: ${median.worst})  ${
        lost === 0 ? 'nothing lost' : `LOST in ${lost} of ${RUNS}`
      }`,
    );
    recordFigure({
      what: `INP at the calibrated CPU, ${label}`,
      value: Math.round(median.inp),
      unit: 'ms',
      target: INP_TARGET_MS,
      reference: `CPU ${slowdown.toFixed(1)}×; ${lost === 0 ? 'nothing typed lost' : `typing lost in ${lost} runs`}`,
    });
  }
} finally {
  await browser?.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One run of `flow` in a fresh phone context: its worst interaction and whether what was typed arrived. */
async function measure(browser, base, slowdown, flow) {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  // Every interaction's entries from the page's first moment (16 ms is the smallest threshold Event Timing allows).
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  try {
    const kept = await flow(page);
    // Event Timing reports an entry once its next paint is done: give the last one a moment.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__interactions);
    const byInteraction = new Map();
    for (const entry of entries) {
      if ((byInteraction.get(entry.id)?.duration ?? 0) < entry.duration) byInteraction.set(entry.id, entry);
    }
    const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
    return {
      inp: worst?.duration ?? 0,
      worst: worst ? `${worst.name} ${Math.round(worst.duration)} ms` : 'none over 16 ms',
      kept,
    };
  } finally {
    await context.close();
  }
}

async function cateringListing(base) {
  const { listings } = await getJson(`${base}/api/v1/listings?category=catering`);
  if (!listings[0]) throw new Error('the demo data has no caterer (is SEED_DEMO off?)');
  return `/event-planners/products/${listings[0].id}`;
}

/** Types and taps as soon as the drawn listing shows (the app may not have taken over yet): the line as typed? */
async function addToCart(page, listing) {
  const day = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(listing, { waitUntil: 'commit' });
  await page.getByLabel('Event date').fill(day);
  await page.getByLabel('Guests').fill('120');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor();
  const cart = await page.evaluate(() => localStorage.getItem('cart') ?? '');
  return cart.includes(`"eventDate":"${day}"`) && cart.includes('"guests":120');
}

/** Opens the planner as soon as its launcher shows and answers the guest count: the answer as typed? */
async function planFirstStep(page) {
  await page.goto('/event-planners', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open the Smart Planner' }).click();
  const chat = page.getByRole('dialog', { name: 'Smart Planner' });
  await chat.getByLabel('Number of guests', { exact: true }).fill('80');
  await chat.getByRole('button', { name: 'Set', exact: true }).click();
  await chat.getByText('80 guests', { exact: true }).waitFor();
  return true;
}
