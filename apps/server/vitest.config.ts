import { defineProject } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: onPostgres ? 'server (postgresql)' : 'server (pglite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A worker keeps the modules it loaded from one file to the next: each file makes its own app over its own
    // database, and what the server keeps in memory is kept per app or per database (WeakMaps keyed by them), so
    // nothing leaks between files. Loading the server's some 300 modules afresh took about 1.5 s of each of the 107.
    isolate: false,
    // CI runs these beside other lanes on two cores, where a test takes up to twice as long (as the journeys' waits).
    testTimeout: process.env.CI ? 60_000 : 30_000,
    hookTimeout: 120_000,
  },
});
