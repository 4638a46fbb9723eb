// The embedded database to a file and back: PGlite's data directory as a gzipped tar (dumpDataDir), taken between two
// statements of its one connection, so whole. The data directory is one process's at a time (data-dir-lock.ts): the
// app is stopped for a backup or a restore. The tar loads only into a PGlite of the same PostgreSQL major version.
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/client.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { type DatabaseFacts, databaseFacts } from './database-facts.ts';
import { RestoreRefusedError } from './restore-refused.ts';
import { tarEntries, untarInto } from './untar.ts';

const gunzip = promisify(gunzipCallback);

const factsOf = (client: PGlite) =>
  databaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);

/** Whether a PGlite data directory is there to back up (opening a missing one would make an empty database). */
export async function holdsPgliteDatabase(dataDir: string): Promise<boolean> {
  return (await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null))?.isFile() ?? false;
}

export async function dumpPglite(client: PGlite, file: string): Promise<DatabaseFacts> {
  // Written out to the data files first: the restored copy then starts without replaying the write-ahead log.
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('gzip');
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx' });
  return factsOf(client);
}

/**
 * Lays the backup's data directory at `dataDir`. One there already is refused, or with `force` moved aside (never
 * deleted: the operator removes it once the restore is checked), and its new name answered.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ after: DatabaseFacts; movedAside: string | null }> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = lockDataDir(`${dataDir}.lock`, dataDir);
  try {
    // Unpacked before anything is touched: an archive that is not one fails here, not halfway.
    const { tar, pgVersion } = await checkedTar(file);
    const existing = await readdir(dataDir).catch(() => [] as string[]);
    let movedAside: string | null = null;
    if (existing.length > 0) {
      if (!force) {
        throw new RestoreRefusedError(
          `${dataDir} already holds a database: nothing was changed. Pass --force to move it aside (it is kept, ` +
            'renamed) and restore in its place.',
        );
      }
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    }
    try {
      return { after: await loadInto(tar, dataDir, pgVersion), movedAside };
    } catch (error) {
      // Nothing half done left behind: the partial directory goes, the one moved aside comes back.
      await rm(dataDir, { recursive: true, force: true });
      if (movedAside) await rename(movedAside, dataDir);
      throw error;
    }
  } finally {
    unlock();
  }
}

/** The archive unpacked in memory and checked: a tar of a data directory (its PG_VERSION, every header whole). */
async function checkedTar(file: string): Promise<{ tar: Buffer; pgVersion: string }> {
  let tar: Buffer;
  let pgVersion: string | undefined;
  try {
    tar = await gunzip(await readFile(file));
    for (const entry of tarEntries(tar)) {
      if (entry.name === 'PG_VERSION') pgVersion = entry.data.toString('utf8').trim();
    }
  } catch (error) {
    throw new Error(
      `${file} is not a data directory's archive (${(error as Error).message}): nothing was changed.`,
    );
  }
  if (!pgVersion) throw new Error(`${file} does not hold a PGlite data directory: nothing was changed.`);
  return { tar, pgVersion };
}

async function loadInto(tar: Buffer, dataDir: string, pgVersion: string): Promise<DatabaseFacts> {
  await untarInto(tar, dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      extensions: pgliteExtensions,
      startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'), // fsync on, as client.ts
    });
  } catch (error) {
    throw new Error(
      `The backup's embedded database (PostgreSQL ${pgVersion}) did not open here: ${(error as Error).message}. ` +
        'A backup of the embedded database loads only into the same PGlite major version.',
    );
  }
  try {
    await client.exec('checkpoint');
    return await factsOf(client);
  } finally {
    await client.close();
    await syncTree(dataDir);
  }
}

/**
 * Every file and folder under `root` flushed to the disk: written without fsync. Many at once: the disk
 * takes them in a few journal commits (0.5 s for the 1,400 files of a small database, 3 s one by one).
 */
async function syncTree(root: string): Promise<void> {
  const waiting = ['', ...(await readdir(root, { recursive: true }))];
  const syncNext = async (): Promise<void> => {
    for (let name = waiting.pop(); name !== undefined; name = waiting.pop()) {
      const handle = await open(path.join(root, name), 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  };
  await Promise.all(Array.from({ length: 32 }, syncNext));
}
