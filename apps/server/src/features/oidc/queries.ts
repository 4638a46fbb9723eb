import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { oidcLoginAttempts, userIdentities } from '../../db/schema/oidc.ts';

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  language: users.language,
  disabledAt: users.disabledAt,
  emailVerifiedAt: users.emailVerifiedAt,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

export type AccountRow = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: 'user' | 'vendor' | 'admin';
  language: 'en' | 'sw' | null;
  disabledAt: Date | null;
  emailVerifiedAt: Date | null;
  hasPassword: boolean;
};

export async function insertLoginAttempt(db: Database, attempt: typeof oidcLoginAttempts.$inferInsert) {
  await db.insert(oidcLoginAttempts).values(attempt);
}

/** Deletes and returns the attempt, null when unknown or expired: whoever comes second with a state finds nothing. */
export async function takeLoginAttempt(db: Database, stateHash: string) {
  const [row] = await db
    .delete(oidcLoginAttempts)
    .where(eq(oidcLoginAttempts.stateHash, stateHash))
    .returning({
      nonce: oidcLoginAttempts.nonce,
      codeVerifier: oidcLoginAttempts.codeVerifier,
      returnTo: oidcLoginAttempts.returnTo,
      live: sql<boolean>`${oidcLoginAttempts.expiresAt} > now()`,
    });
  return row?.live ? row : null;
}

export async function deleteExpiredLoginAttempts(db: Database): Promise<void> {
  await db.delete(oidcLoginAttempts).where(lte(oidcLoginAttempts.expiresAt, sql`now()`));
}

export async function findAccountByIdentity(db: Database, issuer: string, subject: string) {
  const [row] = await db
    .select(accountColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return (row as AccountRow | undefined) ?? null;
}

/** The account with this (lower-case) e-mail, locked until the transaction ends so two sign-ins cannot both link it. */
export async function findAccountByEmailForUpdate(db: Database, email: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).for('update');
  return (row as AccountRow | undefined) ?? null;
}

/** Inserts the link; false when this provider account is already linked (to anyone). */
export async function insertIdentity(db: Database, identity: typeof userIdentities.$inferInsert) {
  const rows = await db
    .insert(userIdentities)
    .values(identity)
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** The provider has shown this person reads the address: mark it, and drop a password nobody proved was theirs. */
export async function markEmailVerified(
  db: Database,
  userId: string,
  { dropPassword }: { dropPassword: boolean },
) {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      ...(dropPassword ? { passwordHash: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function insertProviderUser(db: Database, user: { name: string; email: string }) {
  const [row] = await db
    .insert(users)
    .values({ name: user.name, email: user.email, emailVerifiedAt: sql`now()`, passwordHash: null })
    .onConflictDoNothing()
    .returning(accountColumns);
  return (row as AccountRow | undefined) ?? null; // null: the e-mail was taken a moment ago
}
