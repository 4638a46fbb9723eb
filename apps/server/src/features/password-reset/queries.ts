import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';

export async function insertResetToken(db: Database, token: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks a live token used and says whose it was; null when unknown, used or expired. One caller wins a race. */
export async function takeResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId, channel: passwordResetTokens.channel });
  return row ?? null;
}

/** Sets the password of an enabled account; a link that went by e-mail also proves the address. */
export async function setPassword(db: Database, userId: string, passwordHash: string, emailProven: boolean) {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: sql`now()`,
      ...(emailProven ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(and(eq(users.id, userId), isNull(users.disabledAt)))
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

/** A day after expiry a link is only clutter (kept that long so a late click still gets a clear answer). */
export async function deleteExpiredResetTokens(db: Database): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(lte(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
}
