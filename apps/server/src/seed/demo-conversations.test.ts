// The demo customer's conversation with the demo vendor: both read it, its quote is open and priced from its lines,
// and it comes once to a demo database made before conversations existed.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { conversations } from '../db/schema/conversations.ts';
import { vendors } from '../db/schema/marketplace.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { responseMinutesOf } from '../features/conversations/response-time.ts';
import { conversationOf, conversationsOf } from '../features/conversations/service.ts';
import { demoAccounts } from './demo-accounts.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo conversation', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  const userOf = async (role: 'user' | 'vendor') => {
    const account = demoAccounts.find((each) => each.role === role);
    const [user] = await database.db
      .select()
      .from(users)
      .where(role === 'user' ? eq(users.phone, account?.phone ?? '') : eq(users.email, account?.email ?? ''));
    if (!user) throw new Error(`no demo ${role}`);
    return user;
  };

  it('shows both sides a conversation whose vendor answered with an open quote', async () => {
    const { db } = database;
    expect(await runDemoSeed(db)).toBe(true);
    const customer = await userOf('user');
    const vendor = await userOf('vendor');
    const [mine] = (await conversationsOf({ db }, customer.id, 'customer', { limit: 5 })).conversations;
    // The vendor's newest conversation is Amina's; the others are older.
    const [theirs] = (await conversationsOf({ db }, vendor.id, 'vendor', { limit: 5 })).conversations;
    expect(mine?.id).toBeDefined();
    expect(theirs?.id).toBe(mine?.id);
    // Others asked earlier and were answered within the hour: the vendor's card says so.
    const vendorRow = await db.select().from(vendors).where(eq(vendors.userId, vendor.id));
    const minutes = await responseMinutesOf(db, vendorRow[0]?.id ?? '');
    expect(minutes).not.toBeNull();
    expect(minutes).toBeLessThanOrEqual(60);
    expect(mine?.lastMessage).toMatchObject({ side: 'vendor', quote: true });
    const read = await conversationOf({ db }, customer.id, mine?.id ?? '', {});
    expect(read.messages).toHaveLength(2);
    const quote = read.messages[1]?.quote;
    expect(quote?.status).toBe('open');
    expect(quote?.lines).toHaveLength(2);
    expect(quote?.totalTzs).toBe((quote?.lines ?? []).reduce((sum, line) => sum + line.lineTotalTzs, 0));
    expect(quote?.dueNowTzs).toBe(Math.round((quote?.totalTzs ?? 0) * 0.3));
  });

  it('comes to a demo database made before conversations existed, on its next start, once', async () => {
    const { db } = database;
    expect(await runDemoSeed(db)).toBe(true);
    await db.delete(conversations);
    await db.delete(appMarkers).where(eq(appMarkers.key, 'demo-seed-conversations'));
    expect(await runDemoSeed(db)).toBe(false);
    const seeded = await db.$count(conversations);
    expect(seeded).toBeGreaterThan(1);
    expect(await runDemoSeed(db)).toBe(false);
    expect(await db.$count(conversations)).toBe(seeded);
  });
});
