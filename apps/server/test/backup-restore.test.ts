// A backup (db:backup) restored into a new database and a new storage holds everything (issue 36): every table's rows
// (a count and an md5 of the ordered rows), every index (the Medi-Finder's ll_to_earth ones among them: a plain
// pg_restore lost those before migration 0034), every sequence and every upload; the app's migrations find nothing to
// do there; a second restore over it is refused (on a server, done when forced). On both databases: PGlite's data
// directory, or a PostgreSQL server's pg_dump archive, which a plain pg_restore also restores whole.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { appSettings } from '../src/db/schema/notifications.ts';
import {
  type BackupSource,
  makeBackup,
  type RestoreTarget,
  restoreBackup,
} from '../src/operations/backup/backup.ts';
import { findPgTool, runPgTool } from '../src/operations/backup/pg-tools.ts';
import { RestoreRefusedError } from '../src/operations/backup/restore-refused.ts';
import { createDiskStorage } from '../src/platform/storage/disk-storage.ts';
import { buildUser } from './factories.ts';
import { databaseUrl } from './global-setup.ts';
import { buildListing, buildListingPhoto } from './marketplace-factories.ts';
import { buildPlace, buildSubscription } from './medi-finder-factories.ts';
import { createTestDatabase } from './test-database.ts';

const template = inject('databaseTemplate');

/** Every table's rows, every index's definition and every sequence's value: what a restore must give back. */
async function contents(database: DatabaseHandle) {
  const outside = "not in ('pg_catalog', 'information_schema')";
  const { rows: tables } = await database.executeSql(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname ${outside} order by 1`,
  );
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    const [table] = (
      await database.executeSql(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
      )
    ).rows;
    rows[String(name)] = `${table?.n} ${table?.md5}`;
  }
  const { rows: indexes } = await database.executeSql(
    `select indexdef from pg_indexes where schemaname ${outside} order by schemaname, tablename, indexname`,
  );
  const { rows: sequences } = await database.executeSql(
    `select schemaname, sequencename, last_value from pg_sequences where schemaname ${outside} order by 1, 2`,
  );
  return { rows, indexes: indexes.map((index) => String(index.indexdef)), sequences };
}

const earthIndexes = (defs: string[]) => defs.filter((def) => def.includes('ll_to_earth'));

async function adminQuery(text: string): Promise<void> {
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const client = new pg.Client({ connectionString: template.adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe('a backup restored into a new database', () => {
  let scratch: string;
  let source: DatabaseHandle;
  let backupSource: BackupSource;
  const made: string[] = []; // PostgreSQL databases to drop at the end

  /** A new, empty place to restore into: a database on the server, or a PGlite data directory. */
  async function newTarget(): Promise<{ target: RestoreTarget; open: () => Promise<DatabaseHandle> }> {
    if (template.kind === 'postgres') {
      const name = `sherehe_t_${randomBytes(6).toString('hex')}_restored`;
      await adminQuery(`create database "${name}"`);
      made.push(name);
      const url = databaseUrl(template.adminUrl, name);
      return { target: { kind: 'postgres', url }, open: async () => openPostgres(url, 2) };
    }
    const dataDir = path.join(scratch, `restored-${randomUUID()}`, 'pglite');
    return { target: { kind: 'pglite', dataDir }, open: () => openPglite({ dataDir }) };
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'sherehe-backup-'));
    if (template.kind === 'pglite') {
      const pglite = await openPglite({ loadDataDir: new Blob([await readFile(template.tarball)]) });
      source = pglite;
      backupSource = { kind: 'pglite', client: pglite.client };
    } else {
      const database = await createTestDatabase();
      source = database;
      backupSource = { kind: 'postgres', url: database.url as string };
    }
    // Rows in the main parts: accounts, the catalogue, Medi-Finder (both kinds, so both earth indexes hold a place),
    // and a secret in app_settings, as the VAPID key pair is kept.
    const owner = await buildUser(source.db, { role: 'vendor' });
    const listing = await buildListing(source.db);
    await buildListingPhoto(source.db, listing.id);
    const pharmacy = await buildPlace(source.db, { ownerId: owner.id });
    await buildPlace(source.db, {
      ownerId: owner.id,
      kind: 'diagnostic_center',
      latitude: -3.37,
      longitude: 36.68,
    });
    await buildSubscription(source.db, pharmacy.id);
    await source.db
      .insert(appSettings)
      .values({ key: 'backup-test', value: { privateKey: 'not-a-real-secret' } });
  });

  afterAll(async () => {
    await source?.close();
    for (const name of made) await adminQuery(`drop database if exists "${name}" with (force)`);
    await rm(scratch, { recursive: true, force: true });
  });

  it('gives back every row, index, sequence and upload, and refuses to overwrite unless forced', async () => {
    const storage = createDiskStorage(path.join(scratch, 'media'));
    const key = `listings/${randomUUID()}/photo-1280.webp`;
    const photo = randomBytes(20_000);
    await storage.put(key, photo);

    const dir = path.join(scratch, 'backup');
    const manifest = await makeBackup(dir, backupSource, storage);
    expect(manifest.database.kind).toBe(template.kind);
    expect(manifest.media).toEqual({ dir: 'media', files: 1, bytes: photo.length });
    expect((await stat(path.join(dir, manifest.database.file))).size).toBe(manifest.database.bytes);

    const { target, open } = await newTarget();
    const restoredStorage = createDiskStorage(path.join(scratch, 'restored-media'));
    const result = await restoreBackup(dir, target, restoredStorage);
    expect(result.replaced).toBeNull();
    expect(result.media.files).toBe(1);
    expect(result.database.newestMigration).toBe(manifest.database.newestMigration);
    expect(await restoredStorage.get(key)).toEqual(photo);

    const restored = await open();
    try {
      const expected = await contents(source);
      const got = await contents(restored);
      expect(got.rows).toEqual(expected.rows);
      expect(got.indexes).toEqual(expected.indexes);
      expect(got.sequences).toEqual(expected.sequences);
      expect(earthIndexes(got.indexes)).toHaveLength(2);
      expect(got.rows['public.medical_places']).toMatch(/^2 /);
      // The app starts on it: its migrations find every one applied.
      const applied = 'select count(*)::int as n from drizzle.__drizzle_migrations';
      const before = (await restored.executeSql(applied)).rows[0]?.n;
      await restored.migrate();
      expect((await restored.executeSql(applied)).rows[0]?.n).toBe(before);
    } finally {
      await restored.close();
    }

    await expect(restoreBackup(dir, target, restoredStorage)).rejects.toThrow(RestoreRefusedError);
    // Forced, a server's database is emptied first (PGlite's is renamed aside: a rename, not worth a second load here).
    if (target.kind === 'postgres') {
      // Not while anything else is connected (an instance still running would write into it meanwhile).
      const other = new pg.Client({ connectionString: target.url });
      await other.connect();
      await expect(restoreBackup(dir, target, restoredStorage, { force: true })).rejects.toThrow(
        /other sessions are connected/,
      );
      await other.end();
      const forced = await restoreBackup(dir, target, restoredStorage, { force: true });
      expect(forced.replaced).toEqual({ droppedTables: manifest.database.tables });
      expect(forced.database.tables).toBe(manifest.database.tables);
    }
  });

  it.skipIf(template.kind !== 'postgres')(
    'restores whole through a plain pg_dump and pg_restore',
    async () => {
      if (backupSource.kind !== 'postgres') return;
      const pgDump = await findPgTool('pg_dump', 0);
      const pgRestore = await findPgTool('pg_restore', 0);
      const file = path.join(scratch, 'plain.dump');
      await runPgTool(pgDump.binary, ['-Fc', `--file=${file}`], backupSource.url);
      const { target, open } = await newTarget();
      if (target.kind !== 'postgres') return;
      // No options: the search_path pg_restore sets is empty, which the ll_to_earth indexes used to fail on.
      const { stderr } = await runPgTool(pgRestore.binary, [file], target.url);
      expect(stderr).toBe('');
      const restored = await open();
      try {
        const { indexes } = await contents(restored);
        expect(earthIndexes(indexes)).toEqual(earthIndexes((await contents(source)).indexes));
        expect(earthIndexes(indexes)).toHaveLength(2);
      } finally {
        await restored.close();
      }
    },
  );
});
