// A database of one's own for a test file: a copy of the migrated template, gone when closed.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { databaseUrl } from './global-setup.ts';

export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openPglite({ loadDataDir: new Blob([await readFile(template.tarball)]) });
  }
  const name = `sherehe_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `create database "${name}" template "${template.template}"`);
  const url = databaseUrl(template.adminUrl, name);
  const database = openPostgres(url, 4);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
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
