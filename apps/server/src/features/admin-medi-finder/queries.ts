// SQL of the admins' side of Medi-Finder: every place with its owner, newest first, and the status and subscription
// changes an admin makes.
import { and, desc, eq, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { users } from '../../db/schema/accounts.ts';
import { medicalPlaces, medicalSubscriptions } from '../../db/schema/medi-finder.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

// The same rows the owners' side reads, named from the schema here so this file needs nothing of that feature's SQL.
type PlaceRow = typeof medicalPlaces.$inferSelect;
type SubscriptionRow = typeof medicalSubscriptions.$inferSelect;

export type AdminPlaceRow = {
  place: PlaceRow;
  ownerName: string;
  ownerEmail: string | null;
  exactCreatedAt: string;
};

const columns = {
  place: medicalPlaces,
  ownerName: users.name,
  ownerEmail: users.email,
  exactCreatedAt: exactCreatedAt(medicalPlaces.createdAt),
};

export function adminPlacesPage(
  db: Database,
  {
    status,
    kind,
    q,
    limit,
    after,
  }: {
    status?: PlaceRow['status'] | undefined;
    kind?: PlaceRow['kind'] | undefined;
    q?: string | undefined;
    limit: number;
    after?: PagePosition | undefined;
  },
): Promise<AdminPlaceRow[]> {
  const pattern = containsPattern(q);
  const filters: (SQL | undefined)[] = [
    status ? eq(medicalPlaces.status, status) : undefined,
    kind ? eq(medicalPlaces.kind, kind) : undefined,
    pattern
      ? or(
          ilike(medicalPlaces.name, pattern),
          ilike(medicalPlaces.city, pattern),
          ilike(medicalPlaces.area, pattern),
          ilike(users.name, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    olderThan(medicalPlaces.createdAt, medicalPlaces.id, after),
  ];
  return db
    .select(columns)
    .from(medicalPlaces)
    .innerJoin(users, eq(users.id, medicalPlaces.ownerId))
    .where(and(...filters))
    .orderBy(desc(medicalPlaces.createdAt), desc(medicalPlaces.id))
    .limit(limit);
}

/** One place with its owner; held until the transaction ends when `lock` is set, so two admins' changes queue up. */
export async function findAdminPlace(
  db: Database,
  placeId: string,
  { lock = false } = {},
): Promise<AdminPlaceRow | undefined> {
  const query = db
    .select(columns)
    .from(medicalPlaces)
    .innerJoin(users, eq(users.id, medicalPlaces.ownerId))
    .where(eq(medicalPlaces.id, placeId));
  const [row] = lock ? await query.for('update', { of: medicalPlaces }) : await query;
  return row;
}

export async function setPlaceStatus(
  db: Database,
  placeId: string,
  change:
    | { status: 'listed'; verifiedAt: Date; hiddenReason: null }
    | { status: 'hidden'; hiddenReason: string },
): Promise<void> {
  await db
    .update(medicalPlaces)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(medicalPlaces.id, placeId));
}

/** Subscriptions of the place, not cancelled, sharing at least one day with startsOn…endsOn. */
export function overlappingSubscriptions(
  db: Database,
  placeId: string,
  startsOn: string,
  endsOn: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(medicalSubscriptions)
    .where(
      and(
        eq(medicalSubscriptions.placeId, placeId),
        isNull(medicalSubscriptions.cancelledAt),
        lte(medicalSubscriptions.startsOn, endsOn),
        gte(medicalSubscriptions.endsOn, startsOn),
      ),
    );
}

export async function insertSubscription(
  db: Database,
  values: Pick<
    typeof medicalSubscriptions.$inferInsert,
    'placeId' | 'plan' | 'startsOn' | 'endsOn' | 'createdBy'
  >,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(medicalSubscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

export async function cancelSubscription(db: Database, subscriptionId: string): Promise<void> {
  await db
    .update(medicalSubscriptions)
    .set({ cancelledAt: sql`now()` })
    .where(eq(medicalSubscriptions.id, subscriptionId));
}
