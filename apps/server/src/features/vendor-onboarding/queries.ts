// SQL of vendor onboarding: the request queue with its history, and the admin's view of vendors.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, newerThan, olderThan } from '../../db/newest-first.ts';
import { users } from '../../db/schema/accounts.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { vendorRequestEvents, vendorRequests } from '../../db/schema/vendor-requests.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

type Paging = { limit: number; after?: PagePosition | undefined };

const account = alias(users, 'account');

const requestColumns = {
  id: vendorRequests.id,
  requestContact: vendorRequests.requestContact,
  contact: vendorRequests.contact,
  contactKind: vendorRequests.contactKind,
  businessName: vendorRequests.businessName,
  businessKind: vendorRequests.businessKind,
  language: vendorRequests.language,
  status: vendorRequests.status,
  decisionNote: vendorRequests.decisionNote,
  vendorUserId: vendorRequests.vendorUserId,
  createdAt: vendorRequests.createdAt,
  updatedAt: vendorRequests.updatedAt,
  accountId: account.id,
  accountName: account.name,
  accountRole: account.role,
  accountDisabledAt: account.disabledAt,
  invited: sql<boolean>`exists(select 1 from ${vendorRequestEvents} e
    where e.request_id = ${vendorRequests.id} and e.status = 'invited')`,
};

function selectRequests(db: Database) {
  return db
    .select({ ...requestColumns, exactCreatedAt: exactCreatedAt(vendorRequests.createdAt) })
    .from(vendorRequests)
    .leftJoin(
      account,
      or(
        and(eq(vendorRequests.contactKind, 'email'), eq(account.email, vendorRequests.contact)),
        and(eq(vendorRequests.contactKind, 'phone'), eq(account.phone, vendorRequests.contact)),
      ),
    );
}

export type VendorRequestRow = Awaited<ReturnType<typeof findVendorRequest>> & {};

/**
 * The pending ones oldest first: a queue, where whoever has waited longest is answered first. Decided ones (and all
 * of them together) newest first, as a record is read.
 */
export function vendorRequestsPage(
  db: Database,
  { status, limit, after }: Paging & { status?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  const { createdAt, id } = vendorRequests;
  const queue = status === 'pending';
  return selectRequests(db)
    .where(
      and(
        status ? eq(vendorRequests.status, status) : undefined,
        queue ? newerThan(createdAt, id, after) : olderThan(createdAt, id, after),
      ),
    )
    .orderBy(...(queue ? [asc(createdAt), asc(id)] : [desc(createdAt), desc(id)]))
    .limit(limit);
}

/** With `forUpdate`, the row stays locked until the transaction ends, so two admins cannot decide it twice. */
export async function findVendorRequest(db: Database, id: string, forUpdate = false) {
  if (forUpdate) {
    await db.execute(sql`select id from vendor_requests where id = ${id} for update`);
  }
  const [row] = await selectRequests(db).where(eq(vendorRequests.id, id));
  return row ?? null;
}

export async function decideVendorRequest(
  db: Database,
  id: string,
  change: { status: 'approved' | 'rejected'; decisionNote: string | null; vendorUserId: string | null },
) {
  await db
    .update(vendorRequests)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(vendorRequests.id, id));
}

export async function insertVendorRequestEvent(
  db: Database,
  event: typeof vendorRequestEvents.$inferInsert,
): Promise<void> {
  // Later than the request's last event, so two steps of one transaction (approved, then invited) keep their order
  // even where the clock ticks coarser than the steps (PGlite's did, in tests under load).
  const after = sql`(select max(${vendorRequestEvents.createdAt}) + interval '1 microsecond'
    from ${vendorRequestEvents} where ${vendorRequestEvents.requestId} = ${event.requestId})`;
  await db
    .insert(vendorRequestEvents)
    .values({ createdAt: sql`greatest(clock_timestamp(), ${after})`, ...event });
}

const actor = alias(users, 'actor');

/** Oldest first: the request's story as it happened. */
export function vendorRequestHistory(db: Database, requestId: string) {
  return db
    .select({
      id: vendorRequestEvents.id,
      status: vendorRequestEvents.status,
      note: vendorRequestEvents.note,
      actorName: actor.name,
      createdAt: vendorRequestEvents.createdAt,
    })
    .from(vendorRequestEvents)
    .leftJoin(actor, eq(actor.id, vendorRequestEvents.actorId))
    .where(eq(vendorRequestEvents.requestId, requestId))
    .orderBy(asc(vendorRequestEvents.createdAt), asc(vendorRequestEvents.id));
}

export async function vendorRequestExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(eq(vendorRequests.id, id));
  return row !== undefined;
}

/** Approved requests that invited this contact and have no vendor account yet. */
export async function openInvitationsFor(
  db: Database,
  contact: { email: string | null; phone: string | null },
) {
  const matches = [
    contact.email
      ? and(eq(vendorRequests.contactKind, 'email'), eq(vendorRequests.contact, contact.email))
      : undefined,
    contact.phone
      ? and(eq(vendorRequests.contactKind, 'phone'), eq(vendorRequests.contact, contact.phone))
      : undefined,
  ].filter((match) => match !== undefined);
  if (matches.length === 0) return [];
  return db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(
      and(
        eq(vendorRequests.status, 'approved'),
        sql`${vendorRequests.vendorUserId} is null`,
        or(...matches),
        sql`exists(select 1 from ${vendorRequestEvents} e where e.request_id = ${vendorRequests.id} and e.status = 'invited')`,
      ),
    )
    .for('update');
}

export async function setVendorUser(db: Database, requestId: string, userId: string): Promise<void> {
  await db
    .update(vendorRequests)
    .set({ vendorUserId: userId, updatedAt: sql`now()` })
    .where(eq(vendorRequests.id, requestId));
}

export async function findAccount(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function setAccountRole(db: Database, id: string, role: 'user' | 'vendor' | 'admin') {
  await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
}

const owner = alias(users, 'owner');

const vendorColumns = {
  id: vendors.id,
  userId: vendors.userId,
  businessName: vendors.businessName,
  city: vendors.city,
  ownerName: owner.name,
  ownerEmail: owner.email,
  ownerPhone: owner.phone,
  status: vendors.status,
  suspendedReason: vendors.suspendedReason,
  listingCount: sql<number>`(select count(*)::int from ${listings} l where l.vendor_id = ${vendors.id})`,
  createdAt: vendors.createdAt,
};

export type AdminVendorRow = Awaited<ReturnType<typeof findVendor>> & {};

/** Newest first; `q` matches the business name or the owner's name, e-mail or phone. */
export function vendorsPage(
  db: Database,
  {
    q,
    status,
    limit,
    after,
  }: Paging & { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
) {
  const pattern = containsPattern(q);
  return db
    .select({ ...vendorColumns, exactCreatedAt: exactCreatedAt(vendors.createdAt) })
    .from(vendors)
    .innerJoin(owner, eq(owner.id, vendors.userId))
    .where(
      and(
        pattern
          ? or(
              ilike(vendors.businessName, pattern),
              ilike(owner.name, pattern),
              ilike(owner.email, pattern),
              ilike(owner.phone, pattern),
            )
          : undefined,
        status ? eq(vendors.status, status) : undefined,
        olderThan(vendors.createdAt, vendors.id, after),
      ),
    )
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
    .limit(limit);
}

export async function findVendor(db: Database, id: string) {
  const [row] = await db
    .select(vendorColumns)
    .from(vendors)
    .innerJoin(owner, eq(owner.id, vendors.userId))
    .where(eq(vendors.id, id));
  return row ?? null;
}

export async function setVendorStatus(
  db: Database,
  id: string,
  change: { status: 'active' | 'suspended'; suspendedReason: string | null },
): Promise<void> {
  await db
    .update(vendors)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(vendors.id, id));
}
