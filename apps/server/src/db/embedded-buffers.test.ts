import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { embeddedSharedBuffersMb } from './embedded-buffers.ts';

const MB = 1024 * 1024;

describe("the embedded database's shared buffers", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sherehe-buffers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A data dir whose databases under base/ hold files of these sizes in megabytes (sparse: nothing is written). */
  function dataDirOf(name: string, databases: Record<string, number[]>): string {
    const dataDir = path.join(dir, name);
    for (const [oid, sizes] of Object.entries(databases)) {
      const folder = path.join(dataDir, 'base', oid);
      mkdirSync(folder, { recursive: true });
      sizes.forEach((size, index) => {
        const file = path.join(folder, String(index));
        writeFileSync(file, '');
        truncateSync(file, size * MB);
      });
    }
    return dataDir;
  }

  it("is PostgreSQL's default for a data dir not made yet", () => {
    expect(embeddedSharedBuffersMb(path.join(dir, 'none'))).toBe(128);
  });

  it('is twice the largest database, in steps of 8 MB', () => {
    // The demo's shape: three 7 MB databases that PostgreSQL makes, and the app's of 21 MB.
    const demo = dataDirOf('demo', { '1': [7], '4': [7], '5': [20, 1] });
    expect(embeddedSharedBuffersMb(demo)).toBe(48);
  });

  it('is at least 16 MB and at most 128 MB', () => {
    expect(embeddedSharedBuffersMb(dataDirOf('small', { '5': [1] }))).toBe(16);
    expect(embeddedSharedBuffersMb(dataDirOf('large', { '5': [300, 400] }))).toBe(128);
  });

  // A new data dir's initdb, twice opened: over 60 s in CI beside the browser journeys on two cores.
  it('opens PGlite with them: the default when new, sized to the data after', {
    timeout: process.env.CI ? 150_000 : 60_000,
  }, async () => {
    const dataDir = path.join(dir, 'pglite');
    const shown = async () => {
      const handle = await openPglite({ dataDir });
      try {
        const { rows } = await handle.executeSql('show shared_buffers');
        return rows[0]?.shared_buffers;
      } finally {
        await handle.close();
      }
    };
    expect(await shown()).toBe('128MB');
    expect(await shown()).toBe(`${embeddedSharedBuffersMb(dataDir)}MB`);
    expect(embeddedSharedBuffersMb(dataDir)).toBeLessThan(128);
  });
});
