// The app's database as drizzle sees it, whichever driver runs underneath (client.ts opens it). Apart from client.ts
// so that what client.ts wires in (plans-kept.ts) can name it without importing client.ts back.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/all.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
