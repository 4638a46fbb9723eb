import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite, one summary line at the end.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
  },
});
