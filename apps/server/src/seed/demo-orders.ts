// Orders for the demo: the demo vendor's in every state (orders/demo-vendor-orders.ts) and a month of the rest of
// the marketplace's (orders/month-of-orders.ts), placed by the demo customers, written as the real flows write them.
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { listings, vendors } from '../db/schema/marketplace.ts';
import { seededRandom } from './catalogue/prng.ts';
import { demoAccounts } from './demo-accounts.ts';
import { type DemoCustomer, seedDemoCustomers } from './demo-customers.ts';
import { demoVendorStories } from './orders/demo-vendor-orders.ts';
import { monthOfOrders } from './orders/month-of-orders.ts';
import type { DemoListing, DemoVendor, OrderStory } from './orders/order-story.ts';
import { writeDemoOrders } from './orders/write-demo-orders.ts';

export type DemoMarket = {
  /** The demo vendor's shop, unless someone removed it. */
  demoVendor: DemoVendor | null;
  /** Published listings of active shops, in the order they were made. */
  listings: DemoListing[];
  vendors: Map<string, DemoVendor>;
};

export async function loadDemoMarket(db: Database): Promise<DemoMarket> {
  const rows = await db
    .select({
      id: listings.id,
      vendorId: listings.vendorId,
      title: listings.title,
      kind: listings.kind,
      priceTzs: listings.priceTzs,
      priceUnit: listings.priceUnit,
      depositPercent: listings.depositPercent,
      stock: listings.stock,
      userId: vendors.userId,
      vendorName: vendors.businessName,
      city: vendors.city,
      email: users.email,
    })
    .from(listings)
    .innerJoin(vendors, eq(vendors.id, listings.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(and(eq(listings.status, 'published'), eq(vendors.status, 'active'), gt(listings.priceTzs, 0)))
    .orderBy(listings.createdAt, listings.id);
  const shops = new Map<string, DemoVendor>();
  let demoVendor: DemoVendor | null = null;
  const demoEmail = demoAccounts.find((account) => account.role === 'vendor')?.email;
  for (const row of rows) {
    const shop = { id: row.vendorId, userId: row.userId, name: row.vendorName, city: row.city };
    shops.set(row.vendorId, shop);
    if (row.email === demoEmail) demoVendor = shop;
  }
  return {
    demoVendor,
    listings: rows.map(({ userId: _u, vendorName: _n, city: _c, email: _e, ...listing }) => listing),
    vendors: shops,
  };
}

/** Every demo order's story as of `now`: the same market, customers and moment always tell the same stories. */
export function planDemoOrders(now: Date, market: DemoMarket, customers: DemoCustomer[]): OrderStory[] {
  const { demoVendor } = market;
  const own = market.listings.filter((listing) => listing.vendorId === demoVendor?.id);
  const others = market.listings.filter((listing) => listing.vendorId !== demoVendor?.id);
  // The demo customer's orders are all for her wedding and kitchen party, with the demo vendor.
  const demoPhone = demoAccounts.find((account) => account.role === 'user')?.phone;
  const shoppers = customers.filter((customer) => customer.phone !== demoPhone);
  return [
    ...(demoVendor ? demoVendorStories({ now, vendor: demoVendor, listings: own, customers }) : []),
    ...monthOfOrders({
      now,
      random: seededRandom(34),
      customers: shoppers,
      listings: others,
      vendors: market.vendors,
    }),
  ];
}

/** Answers how many orders it wrote. */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<number> {
  const customers = await seedDemoCustomers(db, now);
  const stories = planDemoOrders(now, await loadDemoMarket(db), customers);
  return writeDemoOrders(db, stories, now);
}
