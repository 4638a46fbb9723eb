import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { checkouts, orders } from '../db/schema/orders.ts';
import { vendorRequests } from '../db/schema/vendor-requests.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('runDemoSeed', () => {
  let database: DatabaseHandle & { url?: string };
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('fills an empty database once', async () => {
    expect(await runDemoSeed(database.db)).toBe(true);
    const seeded = await database.db.$count(vendorRequests);
    expect(seeded).toBeGreaterThan(0);
    const roles = new Set((await database.db.select().from(users)).map((user) => user.role));
    expect([...roles].sort()).toEqual(['admin', 'user', 'vendor']);
    const placed = await database.db.$count(orders);
    expect(placed).toBeGreaterThan(0);
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(vendorRequests)).toBe(seeded);
    expect(await database.db.$count(orders)).toBe(placed);
  });

  it('seeds once when two instances start on the same empty database together', async () => {
    // On PostgreSQL each instance has connections of its own; PGlite's one client takes their transactions in turn.
    const other = database.url ? openPostgres(database.url, 2) : database;
    try {
      const results = await Promise.all([runDemoSeed(database.db), runDemoSeed(other.db)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await database.db.$count(orders)).toBe(await database.db.$count(checkouts));
      expect(await database.db.$count(users, eq(users.email, 'vendor@demo.sherehe.co.tz'))).toBe(1);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('leaves a database that already holds real data alone', async () => {
    await database.db
      .insert(vendorRequests)
      .values({ requestContact: 'real@example.com', contact: 'real@example.com', contactKind: 'email' });
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(vendorRequests)).toBe(1);
  });
});
