// Instances started together on one empty server database: one migrates and seeds, the others wait their turn and
// find the work done (the second used to exit on a duplicate key while seeding).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/global-setup.ts';
import { openPostgres } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { prepareDatabase } from './prepare-database.ts';

const template = inject('databaseTemplate');

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(template.kind !== 'postgres')('prepareDatabase on PostgreSQL', () => {
  it('lets two instances start together on an empty database: both succeed, the demo data is seeded once', async () => {
    if (template.kind !== 'postgres') return;
    const name = `sherehe_empty_${randomBytes(5).toString('hex')}`;
    await adminQuery(template.adminUrl, `create database "${name}"`);
    const url = databaseUrl(template.adminUrl, name);
    // As main.ts opens them: the request timeouts on, which the migration and the seed must lift for themselves.
    const limits = { statementTimeoutMs: 2000, lockTimeoutMs: 500, idleInTransactionTimeoutMs: 2000 };
    const first = openPostgres(url, 3, limits);
    const second = openPostgres(url, 3, limits);
    const log = pino({ level: 'silent' });
    try {
      await Promise.all([prepareDatabase(first, true, log), prepareDatabase(second, true, log)]);
      const [counts] = await selectRows<{ markers: number; admins: number; accounts: number }>(
        first.db,
        sql`select (select count(*)::int from app_markers where key = 'demo-seed') as markers,
                   (select count(*)::int from users where email = 'admin@demo.sherehe.co.tz') as admins,
                   (select count(*)::int from users) as accounts`,
      );
      expect(counts).toMatchObject({ markers: 1, admins: 1 });
      expect(counts?.accounts).toBeGreaterThanOrEqual(demoAccounts.length);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await adminQuery(template.adminUrl, `drop database if exists "${name}" with (force)`);
    }
  }, 120_000);
});
