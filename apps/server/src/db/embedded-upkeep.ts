// PGlite runs without PostgreSQL's autovacuum. This does its work for the embedded database, at its default
// thresholds: statistics that follow the data (with stale ones the planner sorted every listing of a category
// instead of reading the index that holds them in order) and the space of deleted rows made reusable.
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { selectRows } from './rows.ts';

export async function vacuumAndAnalyzeChangedTables(db: Database): Promise<void> {
  // autovacuum_vacuum_threshold 50 + scale factor 0.2; autovacuum_analyze_threshold 50 + scale factor 0.1.
  // pgboss too: its job tables churn (every retry deletes and re-inserts a row; finished jobs are moved out).
  const tables = await selectRows<{ schema: string; name: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`select s.schemaname as schema, s.relname as name,
          s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum,
          s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname in ('public', 'pgboss')`,
  );
  for (const table of tables) {
    if (table.vacuum)
      await db.execute(sql`vacuum (analyze) ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`);
    else if (table.analyze)
      await db.execute(sql`analyze ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`);
  }
}
