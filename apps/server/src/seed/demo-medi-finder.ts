// The demo Medi-Finder: about 200 pharmacies and 60 diagnostic centres in the six cities, their owners' vendor
// accounts (the demo vendor owns three in Moshi), subscriptions and rating counters, in four statements.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { medicalPlaces, medicalSubscriptions } from '../db/schema/medi-finder.ts';
import { DEMO_EMAIL_DOMAIN } from './catalogue/generate-catalogue.ts';
import { demoAccounts } from './demo-accounts.ts';
import { planDemoMediFinder } from './medi-finder/plan-demo-places.ts';

const demoEmail = (role: 'admin' | 'vendor') => demoAccounts.find((account) => account.role === role)?.email;

async function userIdOf(db: Database, email: string | null | undefined, role: 'admin' | 'vendor') {
  if (!email) return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, role)));
  return row?.id ?? null;
}

export async function seedDemoMediFinder(db: Database, now = new Date()): Promise<void> {
  const { owners, places } = planDemoMediFinder(now);
  const emailOf = (slug: string) => `${slug}@${DEMO_EMAIL_DOMAIN}`;
  // Each owner's account opened the day before their first place was listed.
  const openedAt = owners.map(() => now.getTime());
  for (const place of places) {
    if (place.owner === null) continue;
    openedAt[place.owner] = Math.min(
      openedAt[place.owner] ?? now.getTime(),
      place.createdAt.getTime() - 86_400_000,
    );
  }
  // Owners sign in only once someone gives them a password (a reset link); their addresses count as proven.
  await db
    .insert(users)
    .values(
      owners.map((owner, index) => {
        const at = new Date(openedAt[index] ?? now.getTime());
        return {
          name: owner.name,
          email: emailOf(owner.slug),
          phone: owner.phone,
          role: 'vendor' as const,
          emailVerifiedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        owners.map((owner) => emailOf(owner.slug)),
      ),
    );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ownerIds = owners.map((owner) => idByEmail.get(emailOf(owner.slug)) ?? null);
  // A database seeded long ago may have lost the demo vendor, or an address was taken since: others stand in.
  const fallback = ownerIds.find((id) => id !== null) ?? null;
  const demoVendorId = (await userIdOf(db, demoEmail('vendor'), 'vendor')) ?? fallback;
  const adminId = await userIdOf(db, demoEmail('admin'), 'admin');

  const placeRows: (typeof medicalPlaces.$inferInsert)[] = [];
  const subscriptionRows: (typeof medicalSubscriptions.$inferInsert)[] = [];
  for (const place of places) {
    const ownerId = place.owner === null ? demoVendorId : (ownerIds[place.owner] ?? fallback);
    if (!ownerId) continue;
    const { owner: _owner, subscriptions, ...fields } = place;
    const id = randomUUID();
    placeRows.push({ ...fields, id, ownerId });
    for (const subscription of subscriptions) {
      // Granted the day before it begins, or today for one that begins soon.
      const granted = Date.parse(`${subscription.startsOn}T06:00:00Z`) - 86_400_000;
      const createdAt = new Date(Math.min(granted, now.getTime()));
      subscriptionRows.push({ ...subscription, placeId: id, createdBy: adminId, createdAt });
    }
  }
  if (placeRows.length > 0) await db.insert(medicalPlaces).values(placeRows);
  if (subscriptionRows.length > 0) await db.insert(medicalSubscriptions).values(subscriptionRows);
}
