// On a PostgreSQL server: the pool's row statements become named ones after a few runs, a text planned per call never
// does, and a statement the server no longer has is run unnamed again instead of failing on.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { selectRows, selectRowsPlannedPerCall } from './rows.ts';
import { NAMED_AFTER_RUNS } from './server-named-statements.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('row statements on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** The texts prepared on the connection a transaction runs on (one connection: the pool's others are idle). */
  const preparedOnOne = async () =>
    database.db.transaction(async (tx) =>
      selectRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`),
    );

  it('runs a statement unnamed at first, then named, with the same answers', async () => {
    const marker = `named_${Date.now()}`;
    const read = (value: number) =>
      database.db.transaction(async (tx) =>
        selectRows<{ answer: number; marker: string }>(
          tx,
          sql`select ${value}::int * 2 as answer, ${marker} as marker`,
        ),
      );
    const answers: number[] = [];
    for (let run = 1; run <= NAMED_AFTER_RUNS + 3; run++) answers.push((await read(run))[0]?.answer ?? -1);
    expect(answers).toEqual(Array.from({ length: NAMED_AFTER_RUNS + 3 }, (_, i) => (i + 1) * 2));
    const statements = (await preparedOnOne()).map((row) => row.statement);
    expect(statements.some((text) => text.includes('as answer'))).toBe(true);
  });

  it('never names a statement planned with its values', async () => {
    for (let run = 0; run < NAMED_AFTER_RUNS + 3; run++) {
      await database.db.transaction(async (tx) =>
        selectRowsPlannedPerCall(tx, sql`select ${run}::int as per_call_answer`),
      );
    }
    const statements = (await preparedOnOne()).map((row) => row.statement);
    expect(statements.some((text) => text.includes('per_call_answer'))).toBe(false);
  });

  it('runs a statement unnamed again when the server dropped it under the connection', async () => {
    const read = () =>
      database.db.transaction(async (tx) =>
        selectRows<{ dropped_answer: number }>(tx, sql`select ${7}::int as dropped_answer`),
      );
    for (let run = 0; run < NAMED_AFTER_RUNS + 1; run++) await read();
    // As a pooler's session reset does: the connection's statements are gone, the driver still thinks them parsed.
    await database.db.transaction(async (tx) => tx.execute(sql`deallocate all`));
    // The first call learns that the statement is gone (26000); the ones after it run unnamed and answer.
    await expect(read()).rejects.toMatchObject({ cause: { code: '26000' } });
    expect(await read()).toEqual([{ dropped_answer: 7 }]);
    expect(await read()).toEqual([{ dropped_answer: 7 }]);
  });
});
