// Raw SQL through db.execute answers { rows } on both drivers (PGlite and node-postgres); this names that fact once.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
