import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite, one summary line at the end.
// Vitest's own default is one worker less than the cores: a single worker on the two-core machines CI runs on, where
// the database suites wait on PGlite and on PostgreSQL as often as they compute. Two keep both cores busy there;
// VITEST_MAX_WORKERS sets another count (CI runs the PostgreSQL pass beside the browser journeys).
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      'packages/core',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.own-modules.config.ts',
    ],
  },
});
