// A migration waiting for a table's lock does not take the site down (issue 36): held up by a long read of the table
// (as pg_dump holds), it gives way and tries again, so other reads of the table go on being answered meanwhile; once
// the long read ends it goes through, whole. PostgreSQL only: PGlite is one connection.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

const onPostgres = inject('databaseTemplate').kind === 'postgres';

describe.skipIf(!onPostgres)('a migration held up by a lock on its table', () => {
  let base: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({ connectionString: base.url });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    base = await createTestDatabase();
    database = openPostgres(base.url as string, 2);
    // The newest migration (0034) made pending again: its function gone with the indexes on it, the indexes it
    // replaced back, and its record gone too. It drops those, which waits for medical_places' exclusive lock.
    const setup = await connect();
    await setup.query('drop function ll_to_earth_resolved cascade');
    for (const [index, kind] of [
      ['medical_places_pharmacy_near_idx', 'pharmacy'],
      ['medical_places_center_near_idx', 'diagnostic_center'],
    ]) {
      await setup.query(
        `create index ${index} on medical_places using gist (ll_to_earth(latitude, longitude)) where kind = '${kind}' and status = 'listed'`,
      );
    }
    await setup.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
    await database.close();
    await base.close();
  });

  it('gives way while the lock is held, never holding other reads up for long, then goes through', async () => {
    const longRead = await connect();
    await longRead.query('begin');
    await longRead.query('select count(*) from medical_places'); // holds the table's share lock until it ends

    let gaveWay = 0;
    const migrating = database.migrate({
      lockWaitMs: 200,
      giveWay: {
        firstPauseMs: 100,
        longestPauseMs: 200,
        onGiveWay: () => {
          gaveWay += 1;
        },
      },
    });
    // Another reader, as a catalogue request on any instance: queued behind the waiting ALTER for at most its lock
    // wait, never until the long read ends (it would be, with no lock wait: the statement timeout makes that fail).
    const reader = await connect();
    await reader.query('set statement_timeout = 3000');
    while (gaveWay < 3) {
      const { rows } = await reader.query('select count(*)::int as n from medical_places');
      expect(rows[0].n).toBeGreaterThanOrEqual(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await longRead.query('commit');
    await migrating;
    const { rows } = await reader.query(
      "select count(*)::int as n from pg_indexes where indexname like 'medical_places_%_near_idx' and indexdef like '%ll_to_earth_resolved%'",
    );
    expect(rows[0].n).toBe(2);
    const pending = await reader.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    expect(pending.rows[0].n).toBe(1);
  });
});
