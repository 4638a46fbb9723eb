// Lighthouse's mobile run (simulated Slow 4G) on the pages a first visit lands on and the three pages relatives open
// from a WhatsApp link, against issues 16's and 37's targets. Lighthouse simulates the network and CPU from one trace,
// so its figures move far less with the machine's load than wall-clock timings do; each page still runs
// BENCH_LIGHTHOUSE_RUNS times (default 3) and prints the median.
// The CPU slowdown is calibrated to the host (bench-cpu.mjs: 4 × BenchmarkIndex / 1,500, decision 035), so a fast
// machine does not flatter a slow page. Each row shows the multiplier and the index Lighthouse measured in its run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { calibratedSlowdown } from './bench-cpu.mjs';
import { chromiumFlags, chromiumPath, startApp } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, tbtMs: 200 };
/** The pages opened from a WhatsApp or SMS link, by the hundred per event, on the cheapest phones (issue 37). */
const LINK_PAGE_SCORE = 98;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-bench-lighthouse-'));
// start.mjs builds the web app first when its sources are newer than the build.
const app = await startApp({ DATA_DIR: dataDir, SEED_DEMO: process.env.SEED_DEMO ?? 'true' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});

try {
  const { slowdown } = await calibratedSlowdown(app.base, chrome.port);
  const pages = [
    ['home', '/'],
    ['event planners', '/event-planners'],
    ['services', '/event-planners/services'],
    ...(await demoCataloguePages(app.base)),
    ['Medi-Finder', '/medi-finder'],
    ...(await linkPages(app.base)),
  ];
  console.log(
    `\nLighthouse ${RUNS}× mobile (Slow 4G, CPU ${slowdown.toFixed(1)}× calibrated to this host), median; targets: score ≥ ${
      TARGETS.score
    } (≥ ${LINK_PAGE_SCORE} on a link's page), LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
  console.log(
    `  ${'page'.padEnd(44)} ${'score'.padStart(9)} ${'LCP'.padStart(12)} ${'CLS'.padStart(11)} ${'TBT'.padStart(
      12,
    )}  CPU   host index`,
  );
  for (const [label, pathname, scoreTarget = TARGETS.score] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${app.base}${pathname}`, chrome.port, slowdown));
    // A listing's address ends in a UUID, a pledge's in its secret: their first characters are enough to tell which.
    const page = `${label} ${pathname.replace(/([0-9a-f]{8})-[0-9a-f-]{27}/, '$1…').replace(/(pledges\/.{6}).+/, '$1…')}`;
    const median = medianRun(runs);
    printRow(page, median, scoreTarget);
    const reference = `TBT ${Math.round(median.tbtMs)} ms; CPU ${median.slowdown.toFixed(1)}× for host BenchmarkIndex ${Math.round(
      median.benchmarkIndex,
    )}`;
    const lighthouseRow = `Lighthouse mobile, ${page}`;
    recordFigure({
      what: `${lighthouseRow}: score`,
      value: median.score,
      unit: '',
      target: scoreTarget,
      higherIsBetter: true,
      reference,
    });
    recordFigure({
      what: `${lighthouseRow}: LCP`,
      value: median.lcpMs / 1000,
      unit: 's',
      target: TARGETS.lcpMs / 1000,
    });
    recordFigure({ what: `${lighthouseRow}: CLS`, value: median.cls, unit: '', target: TARGETS.cls });
    recordFigure({
      what: `${lighthouseRow}: TBT`,
      value: Math.round(median.tbtMs),
      unit: 'ms',
      target: TARGETS.tbtMs,
    });
  }
} finally {
  await chrome.kill();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The demo wedding's page, its Contribute form and a new pledge's own page (made through the public API). */
async function linkPages(base) {
  const code = 'HARUS7';
  const digits = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  const response = await fetch(`${base}/api/v1/public/events/${code}/pledges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Rehema Bench',
      phone: `+255754${digits}`,
      amountTzs: 50_000,
      language: 'en',
    }),
  });
  if (!response.ok) throw new Error(`a pledge to ${code}: ${response.status} (is SEED_DEMO off?)`);
  const { pledgeToken } = await response.json();
  return [
    ['event page', `/event-planners/e/${code}`, LINK_PAGE_SCORE],
    ['contribute', `/event-planners/contribute?event=${code}`, LINK_PAGE_SCORE],
    ['pledge page', `/event-planners/pledges/${pledgeToken}`, LINK_PAGE_SCORE],
  ];
}

/** A real category page and a real listing page, picked from the demo data through the public API. */
async function demoCataloguePages(base) {
  const { categories } = await getJson(`${base}/api/v1/categories`);
  const category = categories.find((c) => c.listingCount > 0);
  if (!category) throw new Error('the demo data has no category with listings (is SEED_DEMO off?)');
  const { listings } = await getJson(`${base}/api/v1/listings?category=${category.slug}`);
  const listing = listings[0];
  return [
    ['category', `/event-planners/services/${category.slug}`],
    ['listing', `/event-planners/products/${listing.id}`],
  ];
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

async function audit(url, port, slowdown) {
  // Lighthouse's defaults are the mobile ones (a Moto G Power screen, simulated Slow 4G), with the CPU calibrated.
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
  });
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    slowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** The run whose score is the median (its LCP, CLS and TBT belong together), as Lighthouse's own docs advise. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

function printRow(label, { score, lcpMs, cls, tbtMs, benchmarkIndex, slowdown }, scoreTarget) {
  const cell = (text, ok, width) => `${text} ${ok ? 'ok' : 'MISS'}`.padStart(width);
  console.log(
    `  ${label.padEnd(44)} ${cell(score, score >= scoreTarget, 9)} ${cell(
      `${(lcpMs / 1000).toFixed(1)} s`,
      lcpMs <= TARGETS.lcpMs,
      12,
    )} ${cell(cls.toFixed(3), cls <= TARGETS.cls, 11)} ${cell(`${Math.round(tbtMs)} ms`, tbtMs <= TARGETS.tbtMs, 12)}  ${slowdown
      .toFixed(1)
      .padStart(4)}×  ${Math.round(benchmarkIndex)}`,
  );
}
