// The embedded database's stand-in for autovacuum: tables that changed enough are vacuumed and analysed, others not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { vacuumAndAnalyzeChangedTables } from './embedded-upkeep.ts';
import { selectRows } from './rows.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const upkeepOf = async (table: string) => {
  // Statistics reach pg_stat_user_tables when the backend flushes them; ask for it, as a later moment would.
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await selectRows<{ analysed: boolean; dead: number }>(
    database.db,
    sql`select last_analyze is not null as analysed, n_dead_tup::int as dead
        from pg_stat_user_tables where relname = ${table}`,
  );
  return row;
};

// Only the embedded database runs it; a PostgreSQL server has autovacuum (and statistics flushed per connection).
it.runIf(inject('databaseTemplate').kind === 'pglite')(
  'vacuums and analyses a table with many changed rows, and leaves a quiet one alone',
  async () => {
    await database.db.execute(sql`create table busy (id int)`);
    await database.db.execute(sql`create table quiet (id int)`);
    await database.db.execute(sql`insert into busy select generate_series(1, 2000)`);
    await database.db.execute(sql`delete from busy where id <= 1000`);
    await database.db.execute(sql`insert into quiet values (1)`);
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    // A later transaction, so the flush above has happened when upkeep reads the counts.
    await database.db.execute(sql`select 1`);

    await vacuumAndAnalyzeChangedTables(database.db);

    expect(await upkeepOf('busy')).toEqual({ analysed: true, dead: 0 });
    expect(await upkeepOf('quiet')).toEqual({ analysed: false, dead: 0 });
  },
);
