import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  language: users.language,
  disabledAt: users.disabledAt,
};

export async function findUserById(db: Database, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Sets the name and language given; answers the account as it is now, or null when it is gone. */
export async function updateNameAndLanguage(
  db: Database,
  userId: string,
  change: { name?: string | undefined; language?: 'en' | 'sw' | undefined },
) {
  const [row] = await db
    .update(users)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.language === undefined ? {} : { language: change.language }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(userColumns);
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
