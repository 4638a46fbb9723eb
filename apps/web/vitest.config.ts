import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // CI runs these beside the typecheck and the build on two cores, where a file's first render and its lazy
    // modules took over Vitest's 5 s default (the Medi-Finder's map on a slow machine).
    testTimeout: process.env.CI ? 30_000 : 10_000,
  },
});
