// The accounts table as sign-in, registration and password reset all read it: finding an account by its e-mail
// address or phone number, and opening one. Shared here so none of those features reaches into another's SQL.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  language: users.language,
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
