// The CPU slowdown that makes this host a mid-range phone (decision 035): Lighthouse's 4× is meant for a host whose
// BenchmarkIndex is about 1,500 (its docs/throttling.md), so the slowdown is 4 × index / 1,500, at least 1×.
// BENCH_CPU_SLOWDOWN pins it. The index is Lighthouse's own, the median of three quick runs on a small page.
import lighthouse from 'lighthouse';

/** The host Lighthouse's 4× is meant for. */
export const REFERENCE_INDEX = 1500;

/** `{ slowdown, index }` for the app at `base`, measured through the Chrome on `port`. */
export async function calibratedSlowdown(base, port) {
  const pinned = Number(process.env.BENCH_CPU_SLOWDOWN);
  if (pinned > 0) return { slowdown: pinned, index: null };
  const indexes = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${base}/api/v1/health`, {
      port,
      onlyAudits: ['first-contentful-paint'],
      logLevel: 'error',
    });
    indexes.push(result.lhr.environment.benchmarkIndex);
  }
  const index = indexes.sort((a, b) => a - b)[1];
  const slowdown = Math.max(1, (4 * index) / REFERENCE_INDEX);
  console.log(
    `\nhost BenchmarkIndex ${indexes.map(Math.round).join(', ')}: CPU slowdown 4 × ${Math.round(index)} / ${REFERENCE_INDEX} = ${slowdown.toFixed(2)}×`,
  );
  return { slowdown, index };
}
