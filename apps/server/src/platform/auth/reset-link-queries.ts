// Spending a person's outstanding password-reset links: every way a password changes (a reset, a change in the
// account) or an account comes back (an admin enables it) must leave no older link that could undo it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';

export async function spendResetTokensOf(db: Database, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
