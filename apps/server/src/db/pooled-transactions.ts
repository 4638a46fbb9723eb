// drizzle-orm 0.45's transaction() on a pg Pool sends BEGIN before the try/finally that gives the client back, so a
// BEGIN that fails (the pooled connection was cut while it sat idle: a restart, a failover, maintenance ending
// sessions) keeps that client checked out for good; a few of those and every request waits for a client that never
// comes. It also gives a client whose ROLLBACK failed back to the pool as healthy. Open upstream as
// drizzle-team/drizzle-orm#6241 and #6114; until a release fixes it, the pool's handle runs its transactions here.
import { type SQL, sql } from 'drizzle-orm';
import { type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

type Schema = Record<string, unknown>;
type SessionParts = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: unknown;
};

/** Every transaction of `db` gives its client back to `pool`, destroyed when its connection failed under it. */
export function giveClientsBackAlways<T extends Schema>(db: NodePgDatabase<T>, pool: pg.Pool): void {
  const session = (db as unknown as { session: SessionParts }).session;
  session.transaction = async (
    run: (tx: NodePgTransaction<T, never>) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) => {
    const client = await pool.connect();
    const own = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, own, session.schema) as NodePgTransaction<T, never>;
    // Set when the connection itself failed: pg-pool then ends the client instead of handing it out again.
    let broken: Error | undefined;
    try {
      // The isolation level and access mode, written as drizzle writes them (a method its types keep to itself).
      const configSql = (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL })
        .getTransactionConfigSQL;
      const begin = sql`begin${config ? sql` ${configSql.call(tx, config)}` : undefined}`;
      await tx.execute(begin).catch((error: Error) => {
        broken = error;
        throw error;
      });
      try {
        const result = await run(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}
