import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('the embedded database lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-lock-'));
  const lockPath = path.join(dir, 'pglite.lock');
  afterEach(() => rmSync(lockPath, { force: true }));

  it('is taken, held with our pid, and given back', () => {
    const release = lockDataDir(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    writeFileSync(lockPath, String(process.ppid)); // the test runner's parent is alive
    expect(() => lockDataDir(lockPath, dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(lockPath, dir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that died', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockPath, String(dead));
    const release = lockDataDir(lockPath, dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('stops a second PGlite from opening a data directory in use', { timeout: 60_000 }, async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openPglite({ dataDir });
    try {
      writeFileSync(`${dataDir}.lock`, String(process.ppid)); // as if another process had it
      await expect(openPglite({ dataDir })).rejects.toThrow(DataDirInUseError);
    } finally {
      writeFileSync(`${dataDir}.lock`, String(process.pid));
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
