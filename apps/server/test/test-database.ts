// A database of one's own for a test file, copied from the migrated template: on PGlite gone when closed, on PostgreSQL
// dropped with the others when the run ends.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { databaseUrl } from './global-setup.ts';

// Read once per worker (the server files share their modules): every database made after reuses the bytes, which
// PGlite copies in.
let templateBlob: Promise<Blob> | undefined;
function templateData(tarball: string): Promise<Blob> {
  templateBlob ??= readFile(tarball).then((bytes) => new Blob([bytes]));
  return templateBlob;
}

export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openPglite({ loadDataDir: await templateData(template.tarball) });
  }
  const name = `${template.template}_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `create database "${name}" template "${template.template}"`);
  const url = databaseUrl(template.adminUrl, name);
  // Closing it leaves it in place: the run drops every file's database at its end (global-setup.ts).
  return { ...openPostgres(url, 4), url };
}

/**
 * Lays the migrated template in an empty PGlite data directory, for the tests that run the server as a process of its
 * own: its start then finds every migration done instead of spending seconds on initdb and migrating afresh (about
 * ten seconds a start on two cores).
 */
export async function migratedPgliteDataDir(dataDir: string): Promise<void> {
  const template = inject('databaseTemplate');
  // The PostgreSQL pass has no PGlite template: there the server makes the directory itself, as on a first start.
  if (template.kind !== 'pglite') return;
  const client = await PGlite.create({ dataDir, loadDataDir: await templateData(template.tarball) });
  await client.close();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
