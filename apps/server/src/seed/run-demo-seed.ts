// Demo data goes only into an empty database, once; later capabilities add their seeders to the list. A database
// demo-seeded before a seeder existed gets that seeder's data once, on its next start.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { appMarkers } from '../db/schema/platform.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { enrolDemoAdminSecondFactor, seedDemoAccounts } from './demo-accounts.ts';

// The other seeders' code is loaded only when they run: on a later start (the usual case) none runs, and loading the
// catalogue generator, the Medi-Finder's places and the image code would cost start-up time for nothing.

// Photos need the storage (main.ts gives the one under DATA_DIR); without it the catalogue has none.
export type DemoSeedContext = { storage?: Storage | undefined };

type Seeder = {
  /** Its row in app_markers, written when it ran (or was passed over for data people made). */
  marker: string;
  run: (db: Database, context: DemoSeedContext) => Promise<void>;
  /** True when the database already holds this part's own data: people's data is never mixed with demo data. */
  holdsData: SQL;
};

// The first seeder's marker says the database is a demo one; only then do the later seeders catch up.
const seeders: Seeder[] = [
  {
    marker: 'demo-seed',
    run: async (db, { storage }) => {
      await seedDemoAccounts(db);
      await (await import('./demo-vendor-requests.ts')).seedDemoVendorRequests(db);
      await (await import('./demo-catalogue.ts')).seedDemoCatalogue(db, storage);
    },
    holdsData: sql`exists(select 1 from vendor_requests) or exists(select 1 from users)`,
  },
  {
    marker: 'demo-seed-medi-finder',
    run: async (db) => (await import('./demo-medi-finder.ts')).seedDemoMediFinder(db),
    holdsData: sql`exists(select 1 from medical_places)`,
  },
  {
    // The demo admin's authenticator (the README's published secret), also for demo databases made before it.
    marker: 'demo-seed-admin-second-factor',
    run: (db) => enrolDemoAdminSecondFactor(db),
    holdsData: sql`exists(select 1 from user_second_factors)`,
  },
  {
    // The demo customer's wedding and its michango, also for demo databases made before events existed.
    marker: 'demo-seed-events',
    run: async (db) => (await import('./demo-events.ts')).seedDemoEvents(db),
    holdsData: sql`exists(select 1 from events)`,
  },
  {
    // Three published news posts with their covers, also for demo databases made before news existed.
    marker: 'demo-seed-news',
    run: async (db, { storage }) => (await import('./demo-news.ts')).seedDemoNews(db, storage),
    holdsData: sql`exists(select 1 from news_posts)`,
  },
  {
    // A month of the marketplace: customers joining, shops opening, and orders in every state (the demo vendor's and
    // others'), so the vendor's inbox, My orders and the admin overview's charts show something; also for demo
    // databases made before orders existed. Every order has its checkout: none means nobody ordered yet.
    marker: 'demo-seed-orders',
    run: async (db) => {
      await (await import('./demo-new-shops.ts')).seedDemoNewShops(db);
      await (await import('./demo-orders.ts')).seedDemoOrders(db);
    },
    holdsData: sql`exists(select 1 from checkouts)`,
  },
  {
    // The money of the demo's orders and michango in the ledger, and what is due released: the demo vendor has
    // money to pay out. A database made before the ledger got its history from the ledger's migration instead.
    marker: 'demo-seed-ledger',
    run: async (db) => (await import('./demo-ledger.ts')).seedDemoLedger(db),
    holdsData: sql`exists(select 1 from ledger_transactions)`,
  },
  {
    // The demo wedding's guest list, also for demo databases made before guests existed.
    marker: 'demo-seed-guests',
    run: async (db) => (await import('./demo-guests.ts')).seedDemoGuests(db),
    holdsData: sql`exists(select 1 from event_guests)`,
  },
  {
    // The demo wedding's card types and cards (sent, waiting for pledges, one revoked) with a few answers, also for
    // demo databases made before cards existed.
    marker: 'demo-seed-cards',
    run: async (db) => (await import('./demo-cards.ts')).seedDemoCards(db),
    holdsData: sql`exists(select 1 from event_card_types)`,
  },
  {
    // The demo wedding's gate officer (the door, issue 39), also for demo databases made before the door existed.
    marker: 'demo-seed-door',
    run: async (db) => (await import('./demo-door.ts')).seedDemoDoor(db),
    holdsData: sql`exists(select 1 from event_members where role = 'gate')`,
  },
  {
    // The demo customer's conversation with the demo vendor and its open quote (issue 40), also for demo databases
    // made before conversations existed.
    marker: 'demo-seed-conversations',
    run: async (db) => (await import('./demo-conversations.ts')).seedDemoConversations(db),
    holdsData: sql`exists(select 1 from conversations)`,
  },
];

// Beside the migrations' lock (client.ts), a number of its own.
const DEMO_SEED_LOCK = 727_100_002;

/**
 * Returns true when it seeded an empty database; false when the database already held data or was seeded before
 * (then only the seeders added since run, once).
 */
export async function runDemoSeed(db: Database, context: DemoSeedContext = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances started together on one empty database take turns: the second waits for the first's commit, then
    // finds the markers and seeds nothing (it used to fail on a duplicate key). The seed takes seconds, drawing
    // photos between statements, so the server's timeouts for requests are lifted for this transaction.
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const state = [];
    for (const seeder of seeders) {
      const [row] = await selectRows<{ marked: boolean; holds_data: boolean }>(
        tx,
        sql`select exists(select 1 from app_markers where key = ${seeder.marker}) as marked,
                   ${seeder.holdsData} as holds_data`,
      );
      state.push({ seeder, marked: row?.marked === true, holdsData: row?.holds_data === true });
    }
    const [first, ...later] = state;
    if (!first) return false;
    if (!first.marked) {
      if (first.holdsData) return false;
      for (const { seeder } of state) await seeder.run(tx, context);
      await tx.insert(appMarkers).values(state.map(({ seeder }) => ({ key: seeder.marker })));
      return true;
    }
    for (const { seeder, marked, holdsData } of later) {
      if (marked) continue;
      if (!holdsData) await seeder.run(tx, context);
      await tx.insert(appMarkers).values({ key: seeder.marker });
    }
    return false;
  });
}

/** True when the demo seed ran on this database (its accounts exist unless someone removed them). */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ demo: boolean }>(
    db,
    sql`select exists(select 1 from app_markers where key = ${seeders[0]?.marker ?? 'demo-seed'}) as demo`,
  );
  return row?.demo === true;
}
