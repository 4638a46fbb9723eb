// npm run db:restore -- <backup folder> [--force] [--no-owner] [--pg-bin <folder>]: a backup of db:backup into
// DATABASE_URL's database (which must be empty), or into the embedded one in DATA_DIR (with the app stopped), and
// its uploads into the configured storage. --force replaces a database that holds data: a server's is emptied first,
// the embedded one is moved aside and kept.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredStorage } from '../platform/storage/configured-storage.ts';
import { restoreBackup } from './backup/backup.ts';
import { newestKnownMigration } from './backup/database-facts.ts';
import { RestoreRefusedError } from './backup/restore-refused.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, 'no-owner': { type: 'boolean' }, 'pg-bin': { type: 'string' } },
});
const [given] = positionals;
if (!given || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- <backup folder> [--force] [--no-owner] [--pg-bin <folder>]');
  process.exit(1);
}
const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = parseConfig();
const started = performance.now();

try {
  const target = config.DATABASE_URL
    ? {
        kind: 'postgres' as const,
        url: config.DATABASE_URL,
        pgBin: values['pg-bin'],
        noOwner: values['no-owner'] ?? false,
      }
    : { kind: 'pglite' as const, dataDir: path.join(config.DATA_DIR, 'pglite') };
  const result = await restoreBackup(dir, target, openConfiguredStorage(config), {
    force: values.force ?? false,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { database, media, replaced, manifest } = result;
  const known = await newestKnownMigration();
  const into =
    target.kind === 'pglite' ? `the embedded database in ${target.dataDir}` : 'DATABASE_URL’s database';
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} into ${into} in ${seconds} s:`,
      `  database: ${database.tables} tables, newest migration ${database.newestMigration ?? 'none'}` +
        (database.newestMigration === known
          ? ''
          : ` (this code's newest is ${known}: the app applies the rest when it starts)`),
      `  media: ${media.files} files, ${(media.bytes / 1e6).toFixed(1)} MB stored`,
      ...(replaced && 'movedAside' in replaced
        ? [
            `The database that was there is kept at ${replaced.movedAside}: delete it once the restore is checked.`,
          ]
        : []),
      ...(replaced && 'droppedTables' in replaced
        ? [`The ${replaced.droppedTables} tables that were there were dropped first (--force).`]
        : []),
    ].join('\n'),
  );
} catch (error) {
  const message = (error as Error).message;
  console.error(
    error instanceof DataDirInUseError
      ? `${message}\nThe embedded database is restored with the app stopped.`
      : error instanceof RestoreRefusedError
        ? `Refused: ${message}`
        : message,
  );
  process.exitCode = 1;
}
