// The web files that need modules loaded afresh for them alone (see filesWithOwnModules).
import { configDefaults, defineProject } from 'vitest/config';
import web, { filesWithOwnModules } from './vitest.config.ts';

export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web (own modules)',
    include: filesWithOwnModules,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
