// npm run db:backup [-- --out <folder>] [--pg-bin <folder>]: the database (DATABASE_URL, or the embedded one in
// DATA_DIR) and the uploads, into a new folder sherehe-<time> under --out (default: backups/ where npm was run).
// The embedded database is backed up with the app stopped; a PostgreSQL server's while it runs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredStorage } from '../platform/storage/configured-storage.ts';
import { makeBackup } from './backup/backup.ts';
import { holdsPgliteDatabase } from './backup/pglite-backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' }, 'pg-bin': { type: 'string' } } });
// npm runs the script in apps/server; a path typed by the operator means where they typed it.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const config = parseConfig();
const stamp = new Date()
  .toISOString()
  .replace(/:/g, '-')
  .replace(/\.\d+Z$/, 'Z');
const dir = path.resolve(typedFrom, values.out ?? 'backups', `sherehe-${stamp}`);
const storage = openConfiguredStorage(config);
const started = performance.now();

try {
  let manifest: Awaited<ReturnType<typeof makeBackup>>;
  if (config.DATABASE_URL) {
    manifest = await makeBackup(
      dir,
      { kind: 'postgres', url: config.DATABASE_URL, pgBin: values['pg-bin'] },
      storage,
    );
  } else {
    const dataDir = path.join(config.DATA_DIR, 'pglite');
    if (!(await holdsPgliteDatabase(dataDir)))
      throw new Error(`There is no embedded database in ${dataDir}.`);
    const database = await openPglite({ dataDir });
    try {
      manifest = await makeBackup(dir, { kind: 'pglite', client: database.client }, storage);
    } finally {
      await database.close();
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const { database, media } = manifest;
  console.log(
    `Backup written to ${dir} in ${seconds} s:\n` +
      `  database (${database.kind}, PostgreSQL ${database.serverVersion}): ${database.file}, ${mb(database.bytes)}, ` +
      `${database.tables} tables, newest migration ${database.newestMigration ?? 'none'}\n` +
      `  media: ${media.files} files, ${mb(media.bytes)}\n` +
      'It holds the secrets in app_settings (the VAPID private key), admins’ authenticator secrets and everyone’s ' +
      'personal data: keep it as safe as the production settings (README, Backups).',
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(
    error instanceof DataDirInUseError
      ? `${message}\nThe embedded database is backed up with the app stopped: stop it, back up, start it again.`
      : message,
  );
  process.exitCode = 1;
}
