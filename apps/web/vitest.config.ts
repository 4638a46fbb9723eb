import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that keep a module graph of their own (vitest.own-modules.config.ts): they mock a module (vi.mock), or read
 * state a module keeps from its first load (the page's first answers, the toaster, the session's recheck, the cart
 * that follows the session), as a run with the files shuffled showed.
 */
export const filesWithOwnModules = [
  'src/app/first-answers.test.tsx',
  'src/app/layouts/event-planners-layout.test.tsx',
  'src/app/layouts/floating-extras.test.tsx',
  'src/features/admin/components/overview-section.test.tsx',
  'src/features/medi-finder/pages/finder-page.test.tsx',
  'src/features/medi-finder/pages/place-detail-page.test.tsx',
  'src/features/smart-planner/components/smart-planner-launcher-load-failure.test.tsx',
  'src/features/support-chat/components/support-chat-load-failure.test.tsx',
  'src/lib/session-sync.test.ts',
  'src/lib/toast.test.ts',
];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...filesWithOwnModules],
    // The other files share one module graph per worker: each set up happy-dom's globals, React, i18next and the
    // app's modules afresh before, about 1.2 s a file, two thirds of these suites' 196 s on two cores. Each file still
    // gets a fresh DOM, and setup.ts's afterEach unmounts, clears storage and puts the language back.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // CI runs these beside the typecheck and the build on two cores, where a file's first render and its lazy
    // modules took over Vitest's 5 s default (the Medi-Finder's map on a slow machine).
    testTimeout: process.env.CI ? 30_000 : 10_000,
  },
});
