// `npm start` as a process manager or a terminal sees it: a SIGINT (Ctrl-C) or SIGTERM that reaches npm alone must
// still run the server's graceful shutdown (npm passes it to its child; with `sh -c` in between it went nowhere).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './child-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('npm start', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'stops the server cleanly on a %s sent to npm alone',
    async (signal) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sherehe-start-'));
      dirs.push(dataDir);
      const port = await freePort();
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          WEB_DIST_DIR: '/nonexistent', // no build: the API alone
          LOG_LEVEL: 'info',
          SHUTDOWN_DRAIN_SECONDS: '1', // SIGTERM drains (a second here); SIGINT does not
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk) => {
        output += chunk;
      });
      npm.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));

      // Generous: the rest of the suite loads the same two cores while this server opens its embedded database.
      const deadline = Date.now() + 240_000;
      for (;;) {
        if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
        if (Date.now() > deadline) throw new Error(`not ready:\n${output}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (ready) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      npm.kill(signal); // npm's pid only, not its process group
      expect(await exited).toBe(0);
      expect(output).toContain('stopped cleanly');
      await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow();
    },
    300_000,
  );
});
