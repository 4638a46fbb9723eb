import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { vendorRequests } from '../schema/vendor-requests.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('runDemoSeed', () => {
  let database: DatabaseHandle;
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
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(vendorRequests)).toBe(seeded);
  });

  it('leaves a database that already holds real data alone', async () => {
    await database.db
      .insert(vendorRequests)
      .values({ requestContact: 'real@example.com', contact: 'real@example.com', contactKind: 'email' });
    expect(await runDemoSeed(database.db)).toBe(false);
    expect(await database.db.$count(vendorRequests)).toBe(1);
  });
});
