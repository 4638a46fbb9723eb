import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contactChanges } from '../../db/schema/contact-changes.ts';

type Kind = 'email' | 'phone';

/** What a change of contact needs of the account: its contacts, name, language and password hash. */
export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The account other than `userId` that signs in with this e-mail address or number, if any. */
export async function findOtherOwner(db: Database, userId: string, kind: Kind, value: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(kind === 'email' ? eq(users.email, value) : eq(users.phone, value));
  return row && row.id !== userId ? row.id : null;
}

/** Saves the waiting change, in place of an earlier one of the same kind: the older link stops working. */
export async function putContactChange(db: Database, row: typeof contactChanges.$inferInsert) {
  await db
    .insert(contactChanges)
    .values(row)
    .onConflictDoUpdate({
      target: [contactChanges.userId, contactChanges.kind],
      set: {
        value: row.value,
        tokenHash: row.tokenHash,
        language: row.language,
        expiresAt: row.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

/** Takes this account's live change behind the token out, once: of two requests with one link, one gets it. */
export async function takeContactChange(db: Database, userId: string, tokenHash: string) {
  const [row] = await db
    .delete(contactChanges)
    .where(
      and(
        eq(contactChanges.tokenHash, tokenHash),
        eq(contactChanges.userId, userId),
        gt(contactChanges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The new contact in place of the old one (a unique index refuses it if another account took it meanwhile); an
 * e-mail address that came through its link is proven; a new phone has not chosen WhatsApp (the choice named the old
 * number). Answers the account as it now is, null when it is gone.
 */
export async function setContact(db: Database, userId: string, kind: Kind, value: string) {
  const [row] = await db
    .update(users)
    .set({
      ...(kind === 'email'
        ? { email: value, emailVerifiedAt: sql`now()` }
        : { phone: value, whatsAppOptInAt: null }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      language: users.language,
    });
  return row ?? null;
}

export async function deleteExpiredContactChanges(db: Database): Promise<void> {
  await db.delete(contactChanges).where(lte(contactChanges.expiresAt, sql`now()`));
}
