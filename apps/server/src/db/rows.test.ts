// Statements written once with placeholders: only placeholders in them, every call's own values in each run.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { selectPreparedRows, selectRowsPlannedPerCall, withValues, writtenOnce } from './rows.ts';

describe('a statement written once', () => {
  it('refuses a value that is not a placeholder: every call would be given it', () => {
    expect(() => writtenOnce(sql`select ${'Arusha'}::text as city`)).toThrow(/holds a value/);
    expect(() => writtenOnce(sql`select ${sql.placeholder('city')}::text as city`)).not.toThrow();
  });

  it('is run with each call’s values, and fails a call that lacks one', async () => {
    const database = await openPglite({ memory: true });
    try {
      const statement = writtenOnce(
        sql`select ${sql.placeholder('city')}::text as city, ${sql.placeholder('guests')}::int + 1 as more`,
      );
      for (const [city, guests] of [
        ['Arusha', 1],
        ['Dodoma', 199],
      ] as const) {
        const values = withValues(statement, { city, guests });
        expect(await selectPreparedRows(database.db, values)).toEqual([{ city, more: guests + 1 }]);
        expect(await selectRowsPlannedPerCall(database.db, values)).toEqual([{ city, more: guests + 1 }]);
      }
      expect(() => withValues(statement, { city: 'Mwanza' })).toThrow(/guests/);
    } finally {
      await database.close();
    }
  });
});
