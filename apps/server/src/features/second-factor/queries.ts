import { and, count, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { recoveryCodes, secondFactorChallenges, userSecondFactors } from '../../db/schema/second-factor.ts';

export async function findAccount(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      passwordHash: users.passwordHash,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findSecondFactor(db: Database, userId: string) {
  const [row] = await db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, userId));
  return row ?? null;
}

/** A new secret waiting for its first code; it replaces one that was never confirmed, never a confirmed one. */
export async function savePendingSecret(db: Database, userId: string, secret: string): Promise<boolean> {
  const rows = await db
    .insert(userSecondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secret, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(userSecondFactors.confirmedAt),
    })
    .returning({ userId: userSecondFactors.userId });
  return rows.length > 0;
}

export async function confirmSecret(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userSecondFactors)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step })
    .where(and(eq(userSecondFactors.userId, userId), isNull(userSecondFactors.confirmedAt)))
    .returning({ userId: userSecondFactors.userId });
  return rows.length > 0;
}

/** Takes a code's step once: a later step only, so the same code never works twice (one caller wins a race). */
export async function takeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        isNotNull(userSecondFactors.confirmedAt),
        or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId });
  return rows.length > 0;
}

export async function deleteSecondFactor(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function takeRecoveryCode(db: Database, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(db: Database, challenge: typeof secondFactorChallenges.$inferInsert) {
  await db.insert(secondFactorChallenges).values(challenge);
}

/** Counts one try on a live challenge and says whose it is; null once expired or out of tries. */
export async function tryChallenge(db: Database, tokenHash: string, maxAttempts: number) {
  const [row] = await db
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(secondFactorChallenges.tokenHash, tokenHash),
        gt(secondFactorChallenges.expiresAt, sql`now()`),
        lt(secondFactorChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ userId: secondFactorChallenges.userId });
  return row ?? null;
}

export async function deleteChallenge(db: Database, tokenHash: string): Promise<void> {
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.tokenHash, tokenHash));
}

export async function deleteExpiredChallenges(db: Database): Promise<void> {
  await db.delete(secondFactorChallenges).where(lte(secondFactorChallenges.expiresAt, sql`now()`));
}

export async function markSessionPassed(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function endOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

export async function unmarkSessions(db: Database, userId: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}
