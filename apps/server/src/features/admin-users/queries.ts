import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

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

/** Newest first; `after` is the (createdAt, id) of the last row of the previous page. */
export async function searchUsers(
  db: Database,
  {
    q,
    limit,
    after,
  }: { q?: string | undefined; limit: number; after?: { createdAt: Date; id: string } | undefined },
): Promise<AdminUserRow[]> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(adminColumns)
    .from(users)
    .where(
      and(
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
          : undefined,
        after
          ? or(
              lt(users.createdAt, after.createdAt),
              and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)),
            )
          : undefined,
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

export function recentAuditEntries(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
