// PGlite's statements run as named prepared statements answer as its own query() does: the same rows and values,
// the same errors, outside a transaction never inside another's, and a statement a schema change made stale is
// prepared afresh.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type NamedStatementClient, withNamedStatements } from './pglite-named-statements.ts';

let pglite: PGlite;
let named: NamedStatementClient;

beforeAll(async () => {
  pglite = await PGlite.create();
});

beforeEach(async () => {
  named = withNamedStatements(pglite);
  await pglite.exec(
    'drop table if exists t; create table t (id int primary key, d int, tags text[], body jsonb)',
  );
});

afterAll(async () => {
  await pglite.close();
});

describe('withNamedStatements', () => {
  it('reads and writes values as query() does, over and over through one kept statement', async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      await named.query('insert into t (id, d, tags, body) values ($1, $2, $3, $4)', [
        id,
        id === 3 ? null : id * 10,
        ['a,b', null],
        { id },
      ]);
    }
    const sql = 'select id, d, tags, body from t where id = $1';
    expect((await named.query(sql, [3])).rows).toEqual((await pglite.query(sql, [3])).rows);
    expect((await named.query(sql, [7])).rows).toEqual([
      { id: 7, d: 70, tags: ['a,b', null], body: { id: 7 } },
    ]);
  });

  it('fails as query() fails, and the connection goes on', async () => {
    await named.query('insert into t (id, d) values ($1, $2)', [1, 1]);
    const error = await named.query('insert into t (id, d) values ($1, $2)', [1, 2]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (id, d) values ($1, $2)' });
    expect((await named.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });

  it('outside a transaction waits for an open one to end rather than running inside it', async () => {
    let release: () => void = () => {};
    const open = named.transaction(async (tx) => {
      await tx.query('insert into t (id, d) values ($1, $2)', [1, 1]);
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = named.query('insert into t (id, d) values ($1, $2)', [2, 2]);
    release();
    await expect(open).rejects.toThrow('rolled back');
    await outside;
    expect((await named.query('select id from t order by id')).rows).toEqual([{ id: 2 }]);
  });

  it('prepares afresh a statement a change of a column’s type made stale, after one refusal', async () => {
    const sql = 'select id, d from t where id = $1';
    await named.query('insert into t (id, d) values ($1, $2)', [1, 5]);
    await named.query(sql, [1]);
    await pglite.exec('alter table t alter column d type text');
    await expect(named.query(sql, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await named.query(sql, [1])).rows).toEqual([{ id: 1, d: '5' }]);
  });
});
