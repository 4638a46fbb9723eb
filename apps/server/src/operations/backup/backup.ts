// One backup is one folder: the database (a pg_dump archive, or PGlite's data directory as a tar), the uploads under
// media/, and manifest.json, written last. It is made under a `.partial` name and renamed when whole, so a folder with
// the final name is always a finished backup. Restore checks the manifest and the archive's checksum first.
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Storage } from '../../platform/storage/storage.ts';
import type { DatabaseFacts } from './database-facts.ts';
import { type Manifest, MEDIA_DIR, readManifest, sha256Of, writeManifest } from './manifest.ts';
import { copyMediaIn, copyMediaOut, type MediaCount } from './media-backup.ts';
import { dumpPglite, restorePglite } from './pglite-backup.ts';
import { dumpPostgres, restorePostgres } from './postgres-backup.ts';

export type BackupSource =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string; pgBin?: string };

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; pgBin?: string; noOwner?: boolean };

const DATABASE_FILE = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

export async function makeBackup(dir: string, source: BackupSource, storage: Storage): Promise<Manifest> {
  if (await exists(dir)) throw new Error(`${dir} exists already: a backup goes into a new folder.`);
  const partial = `${dir}.partial`;
  if (await exists(partial))
    throw new Error(`${partial} is left from a backup that did not finish: remove it first.`);
  await mkdir(partial, { recursive: true, mode: 0o700 }); // it holds secrets: for its owner only
  let manifest: Manifest;
  try {
    manifest = await writeBackup(partial, source, storage);
  } catch (error) {
    await rm(partial, { recursive: true, force: true }); // nothing that looks like a backup left behind
    throw error;
  }
  await rename(partial, dir);
  return manifest;
}

async function writeBackup(dir: string, source: BackupSource, storage: Storage): Promise<Manifest> {
  const file = DATABASE_FILE[source.kind];
  const target = path.join(dir, file);
  const facts: DatabaseFacts & { dumpMajor?: number } =
    source.kind === 'pglite'
      ? await dumpPglite(source.client, target)
      : await dumpPostgres(source.url, target, { pgBin: source.pgBin });
  // The uploads after the database: every row of the dump names a file that was there when the dump was taken.
  const media = await copyMediaOut(storage, path.join(dir, MEDIA_DIR));
  const manifest: Manifest = {
    format: 'sherehe-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: {
      kind: source.kind,
      file,
      bytes: (await stat(target)).size,
      sha256: await sha256Of(target),
      serverVersion: facts.serverVersion,
      ...(facts.dumpMajor === undefined ? {} : { dumpMajor: facts.dumpMajor }),
      newestMigration: facts.newestMigration,
      tables: facts.tables,
    },
    media: { dir: MEDIA_DIR, ...media },
  };
  await writeManifest(dir, manifest);
  return manifest;
}

export type RestoreResult = {
  manifest: Manifest;
  /** The database's state after the restore. */
  database: DatabaseFacts;
  /** What was there before and was set aside (PGlite) or dropped (PostgreSQL) because of `force`. */
  replaced: { movedAside: string } | { droppedTables: number } | null;
  media: MediaCount;
};

export async function restoreBackup(
  dir: string,
  target: RestoreTarget,
  storage: Storage,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const manifest = await readManifest(dir);
  if (manifest.database.kind !== target.kind) {
    throw new Error(
      manifest.database.kind === 'pglite'
        ? 'This backup is of the embedded database (PGlite): restore it with DATABASE_URL unset.'
        : 'This backup is of a PostgreSQL server: restore it with DATABASE_URL set to an empty database.',
    );
  }
  const file = path.join(dir, manifest.database.file);
  if ((await sha256Of(file).catch(() => null)) !== manifest.database.sha256) {
    throw new Error(
      `${file} is missing or not the file the backup wrote (its checksum differs): nothing was changed.`,
    );
  }
  let database: DatabaseFacts;
  let replaced: RestoreResult['replaced'] = null;
  if (target.kind === 'pglite') {
    const restored = await restorePglite(file, target.dataDir, { force });
    database = restored.after;
    if (restored.movedAside) replaced = { movedAside: restored.movedAside };
  } else {
    const restored = await restorePostgres(target.url, file, {
      force,
      noOwner: target.noOwner,
      pgBin: target.pgBin,
      dumpMajor: manifest.database.dumpMajor,
    });
    database = restored.after;
    if (restored.emptied) replaced = { droppedTables: restored.before.tables };
  }
  // pg_restore and PGlite both say when they fail; this says when they "succeeded" at less than the backup held.
  if (
    database.tables !== manifest.database.tables ||
    database.newestMigration !== manifest.database.newestMigration
  ) {
    throw new Error(
      `The restored database holds ${database.tables} tables up to migration ${database.newestMigration ?? 'none'}, ` +
        `but the backup held ${manifest.database.tables} up to ${manifest.database.newestMigration ?? 'none'}.`,
    );
  }
  const mediaDir = path.join(dir, manifest.media.dir);
  const media = (await exists(mediaDir)) ? await copyMediaIn(mediaDir, storage) : { files: 0, bytes: 0 };
  if (media.files !== manifest.media.files) {
    throw new Error(
      `The database is restored, but ${media.files} of the backup's ${manifest.media.files} uploads were found in ` +
        `${mediaDir} and stored.`,
    );
  }
  return { manifest, database, replaced, media };
}

const exists = (target: string) =>
  access(target).then(
    () => true,
    () => false,
  );
