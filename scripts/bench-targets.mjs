// The figures issue 16 sets targets for, gathered from every bench script of one `npm run bench` and printed at its
// end as one table: each row against its target, beside a reference measured in the same run that makes the figure
// comparable between machines. `node scripts/bench-targets.mjs reset` starts a run; `… print` ends it.
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const figuresFile = process.env.BENCH_FIGURES ?? path.join(os.tmpdir(), 'sherehe-bench-figures.jsonl');

/**
 * One measured figure. within: whether it met its target (at most `target` when lower is better). reference: what
 * the same machine did in the same run on a baseline (a bare Fastify "hello", an unindexed query), as text.
 */
export function recordFigure({ what, value, unit, target, higherIsBetter = false, reference = '' }) {
  const within = higherIsBetter ? value >= target : value <= target;
  appendFileSync(
    figuresFile,
    `${JSON.stringify({ what, value, unit, target, higherIsBetter, within, reference })}\n`,
  );
}

const shown = (value, unit) =>
  `${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 2 : 1)} ${unit}`;

function printTargets() {
  const rows = existsSync(figuresFile)
    ? readFileSync(figuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  console.log('\nIssue 16 targets (this run):\n');
  console.log('| what | measured | target | | reference, same run |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) {
    const target = `${row.higherIsBetter ? 'at least' : 'at most'} ${shown(row.target, row.unit)}`;
    console.log(
      `| ${row.what} | ${shown(row.value, row.unit)} | ${target} | ${row.within ? 'met' : 'MISSED'} | ${row.reference} |`,
    );
  }
  if (rows.length === 0) console.log('(no figures recorded)');
}

const command = process.argv[2];
if (command === 'reset') rmSync(figuresFile, { force: true });
else if (command === 'print') printTargets();
