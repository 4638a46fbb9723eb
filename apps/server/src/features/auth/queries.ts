import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
};

export async function insertUser(db: Database, user: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning(publicColumns);
  return row ?? null; // null: the e-mail or phone number already belongs to an account
}

export async function findUserForSignIn(db: Database, contact: { kind: 'email' | 'phone'; value: string }) {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(contact.kind === 'email' ? eq(users.email, contact.value) : eq(users.phone, contact.value));
  return row ?? null;
}

export async function findUserById(db: Database, userId: string) {
  const [row] = await db
    .select({ ...publicColumns, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The password hash of an account; null when it has none (it signs in through an OpenID provider only). */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
