import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
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

/** Newest first; `after` is where the previous page ended. */
export async function searchUsers(
  db: Database,
  { q, limit, after }: Paging & { q?: string | undefined },
): Promise<(AdminUserRow & { exactCreatedAt: string })[]> {
  const pattern = containsPattern(q);
  return db
    .select({ ...adminColumns, exactCreatedAt: exactCreatedAt(users.createdAt) })
    .from(users)
    .where(
      and(
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
          : undefined,
        olderThan(users.createdAt, users.id, after),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
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
