import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern, exactCreatedAt, olderThan } from '../../db/newest-first.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import type { PagePosition } from '../../platform/page-cursor.ts';

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: 'user' | 'vendor' | 'admin';
  disabledAt: Date | null;
  createdAt: Date;
};

type Paging = { limit: number; after?: PagePosition | undefined };

export type UserFilters = {
  q?: string | undefined;
  role?: AdminUserRow['role'] | undefined;
  status?: 'active' | 'disabled' | undefined;
};

function matchesSearch(q: string | undefined): SQL | undefined {
  const pattern = containsPattern(q);
  return pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
    : undefined;
}

function hasStatus(status: UserFilters['status']): SQL | undefined {
  if (status === 'active') return isNull(users.disabledAt);
  if (status === 'disabled') return isNotNull(users.disabledAt);
  return undefined;
}

const hasRole = (role: UserFilters['role']) => (role ? eq(users.role, role) : undefined);

/** Newest first; `after` is where the previous page ended. */
export async function searchUsers(
  db: Database,
  { q, role, status, limit, after }: Paging & UserFilters,
): Promise<(AdminUserRow & { exactCreatedAt: string })[]> {
  return db
    .select({ ...adminColumns, exactCreatedAt: exactCreatedAt(users.createdAt) })
    .from(users)
    .where(
      and(matchesSearch(q), hasRole(role), hasStatus(status), olderThan(users.createdAt, users.id, after)),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

const countWhere = (...conditions: (SQL | undefined)[]) => {
  const condition = and(...conditions);
  return sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`;
};

/** The accounts the search matches, counted by role within the status chosen and by status within the role chosen. */
export async function userTotals(db: Database, { q, role, status }: UserFilters) {
  const [row] = await db
    .select({
      matching: countWhere(hasRole(role), hasStatus(status)),
      user: countWhere(hasRole('user'), hasStatus(status)),
      vendor: countWhere(hasRole('vendor'), hasStatus(status)),
      admin: countWhere(hasRole('admin'), hasStatus(status)),
      active: countWhere(hasRole(role), hasStatus('active')),
      disabled: countWhere(hasRole(role), hasStatus('disabled')),
    })
    .from(users)
    .where(matchesSearch(q));
  return row ?? { matching: 0, user: 0, vendor: 0, admin: 0, active: 0, disabled: 0 };
}

export async function findUser(db: Database, id: string): Promise<AdminUserRow | null> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function updateUser(
  db: Database,
  id: string,
  change: { role?: AdminUserRow['role']; disabledAt?: Date | null },
): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(adminColumns);
  return row ?? null;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

// target_id is text, since a target need not be an account. Only an account's id is read as a uuid, so no other
// kind of id can fail the cast, and the join still looks the account up by its primary key.
const targetUserId = sql`case when ${auditLog.targetType} = 'user'
  and ${auditLog.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then ${auditLog.targetId}::uuid end`;

/** Newest first, with the names of the actor and of the account acted on (null when there is none). */
export function auditEntriesPage(db: Database, { limit, after }: Paging) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: actor.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: target.name,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      exactCreatedAt: exactCreatedAt(auditLog.createdAt),
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, targetUserId))
    .where(olderThan(auditLog.createdAt, auditLog.id, after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
