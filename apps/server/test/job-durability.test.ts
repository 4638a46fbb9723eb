// Jobs across kill -9: a job whose process dies while it runs, or right after it was written, runs again in the next
// process, and its effect happens once. The worker is test/job-worker-child.ts, on PGlite or (TEST_DATABASE_URL) on
// a PostgreSQL database of the test's own.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { startSmtpCapture } from './fakes/smtp-capture.ts';
import { createTestDatabase, migratedPgliteDataDir } from './test-database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Worker = { child: ChildProcess; exited: Promise<void>; saw(line: string): Promise<void> };

function startWorker(env: Record<string, string>): Worker {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-worker-child.ts'], {
    cwd: serverDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines: string[] = [];
  const waiting: Array<{ line: string; resolve: () => void }> = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      for (const waiter of waiting.filter((w) => w.line === line)) waiter.resolve();
    }
  });
  return {
    child,
    exited,
    saw: (line) =>
      new Promise<void>((resolve, reject) => {
        if (lines.includes(line)) return resolve();
        waiting.push({ line, resolve });
        void exited.then(() => reject(new Error(`worker exited before printing "${line}"`)));
      }),
  };
}

describe('jobs across kill -9', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** Where the workers keep their data, and how the test reads it once they are gone. */
  async function storage() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-jobs-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let server: (DatabaseHandle & { url?: string }) | undefined;
    if (process.env.TEST_DATABASE_URL) {
      server = await createTestDatabase();
      cleanups.push(() => (server as DatabaseHandle).close());
    }
    const pgliteDir = path.join(dataDir, 'pglite');
    if (!server) await migratedPgliteDataDir(pgliteDir);
    const env: Record<string, string> = server?.url ? { DATABASE_URL: server.url } : { DATA_DIR: pgliteDir };
    const open = async () => {
      if (server) return server;
      const reopened = await openPglite({ dataDir: pgliteDir });
      cleanups.push(() => reopened.close());
      return reopened;
    };
    return { env, open };
  }

  function started(env: Record<string, string>): Worker {
    const worker = startWorker(env);
    cleanups.push(async () => {
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    });
    return worker;
  }

  async function stopCleanly(worker: Worker) {
    worker.child.kill('SIGTERM');
    await worker.exited;
    expect(worker.child.exitCode).toBe(0);
  }

  it('runs a job again after its process was killed while running it; its effect happens once', {
    timeout: 180_000,
  }, async () => {
    const { env, open } = await storage();
    const first = started({ ...env, MODE: 'enqueue', KEY: 'order-42', HANG_ON: 'order-42' });
    await first.saw('running order-42');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    // The next process (on PostgreSQL: any instance, once the job's expireInSeconds has passed) runs it again.
    const second = started({ ...env, MODE: 'work' });
    await second.saw('done order-42');
    await stopCleanly(second);

    const database = await open();
    const runs = await database.executeSql(`select pid from job_test_runs where key = 'order-42'`);
    expect(runs.rows).toHaveLength(2);
    const effects = await database.executeSql(`select pid from job_test_effects where key = 'order-42'`);
    expect(effects.rows).toEqual([{ pid: second.child.pid }]);
    const job = await database.executeSql(
      `select state::text, retry_count from pgboss.job where name = 'test.effect'`,
    );
    expect(job.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
  });

  it('delivers a mail written right before its process was killed, once', { timeout: 180_000 }, async () => {
    const { env, open } = await storage();
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const first = started({ ...env, MODE: 'enqueue-mail', MAIL_TO: 'guest@sherehe.test' });
    await first.saw('enqueued');
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(smtp.messages).toEqual([]);

    const second = started({ ...env, MODE: 'work', SMTP_URL: smtp.url });
    await second.saw('working');
    const deadline = Date.now() + 60_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await stopCleanly(second);

    expect(smtp.messages.map((message) => message.to)).toEqual([['guest@sherehe.test']]);
    const database = await open();
    const rows = await database.db.select().from(outboxMessages);
    expect(rows).toMatchObject([{ recipient: 'guest@sherehe.test', status: 'sent', attempts: 1, body: '' }]);
    const job = await database.executeSql(`select state::text from pgboss.job where name = 'outbox.deliver'`);
    expect(job.rows).toEqual([{ state: 'completed' }]);
  });
});
