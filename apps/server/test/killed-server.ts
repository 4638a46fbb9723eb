// What the kill -9 tests share: a data directory and a database of their own (a PostgreSQL database when
// TEST_DATABASE_URL is set, else an embedded one migrated on disk), the server started on them as a process, killed
// with no chance to shut down, and the database opened again to read what survived.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';
import { type Database, type DatabaseHandle, openPglite } from '../src/db/client.ts';
import { freePort, startServerProcess, waitUntilReady } from './child-server.ts';
import { createTestDatabase, migratedPgliteDataDir } from './test-database.ts';

export type Cleanups = Array<() => Promise<unknown>>;

/** Cleanups the test pushes as it goes, run last first after each test. */
export function cleanupsAfterEach(): Cleanups {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}

/** A server to kill: `open` the database (before the start, or after the kill), `start` it, `kill` it. */
export async function killableServer(cleanups: Cleanups, name: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sherehe-${name}-kill-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const pgliteDir = path.join(dataDir, 'pglite');
  let server: (DatabaseHandle & { url?: string }) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const made = await createTestDatabase();
    cleanups.push(() => made.close());
    server = made;
  } else {
    await migratedPgliteDataDir(pgliteDir);
  }
  let running: ReturnType<typeof startServerProcess> | undefined;

  return {
    dataDir,
    /**
     * The database the server uses. The embedded one has a single opener: close it (`done`) before `start`; after
     * the kill it is closed with the test.
     */
    async open(): Promise<{ handle: DatabaseHandle; db: Database; done(): Promise<void> }> {
      if (server) return { handle: server, db: server.db, done: async () => {} };
      const handle = await openPglite({ dataDir: pgliteDir });
      let closed = false;
      const done = async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      };
      cleanups.push(done);
      return { handle, db: handle.db, done };
    },
    /** The server on this database (the payment simulator unless `env` says otherwise), once it answers /ready. */
    async start(env: Record<string, string> = {}) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const started = startServerProcess({
        PORT: String(port),
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
        // Unset, a server database has no payments.
        PAYMENTS_PROVIDER: 'simulator',
        ...(server?.url ? { DATABASE_URL: server.url, PUBLIC_URL: base } : {}),
        ...env,
      });
      running = started;
      cleanups.push(async () => {
        if (started.child.exitCode === null && started.child.signalCode === null)
          started.child.kill('SIGKILL');
        await started.exited;
      });
      await waitUntilReady(base, started.child);
      return { base, child: started.child };
    },
    /** Killed right after the last answer, with no chance to shut down cleanly. */
    async kill() {
      if (!running) throw new Error('no server to kill');
      running.child.kill('SIGKILL');
      await running.exited;
      expect(running.child.signalCode).toBe('SIGKILL');
    },
  };
}
