import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { userSecondFactors } from '../../db/schema/second-factor.ts';

export type SessionRecord = {
  sessionId: string;
  idleExpiresAt: Date;
  lastSeenAt: Date;
  /** When this session passed the second step of sign-in; null when it did not. */
  secondFactorAt: Date | null;
  user: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    role: 'user' | 'vendor' | 'admin';
    language: 'en' | 'sw' | null;
  };
};

export async function insertSession(
  db: Database,
  session: typeof sessions.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The live session with this token hash, with its (enabled) user; null when expired, ended or disabled. */
export async function findLiveSession(db: Database, tokenHash: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      idleExpiresAt: sessions.idleExpiresAt,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      language: users.language,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.idleExpiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    );
  if (!row || row.disabledAt) return null;
  const { sessionId, idleExpiresAt, lastSeenAt, secondFactorAt, disabledAt: _disabled, ...user } = row;
  return { sessionId, idleExpiresAt, lastSeenAt, secondFactorAt, user };
}

/** Slides the idle expiry forward, never past the absolute limit. */
export async function touchSession(db: Database, sessionId: string, idleSeconds: number): Promise<void> {
  await db.execute(sql`
    update sessions set
      last_seen_at = now(),
      idle_expires_at = least(now() + make_interval(secs => ${idleSeconds}), absolute_expires_at)
    where id = ${sessionId}`);
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function listUserSessions(db: Database, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, sql`now()`)))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Deletes one of the user's own sessions; false when no such session is theirs. */
export async function deleteUserSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteAllUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the user but the one given (none given: every session). */
export async function deleteOtherUserSessions(
  db: Database,
  userId: string,
  keepSessionId: string | undefined,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Whether the account has a confirmed authenticator: which refusal an admin without a passed second step gets. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userSecondFactors.userId })
    .from(userSecondFactors)
    .where(and(eq(userSecondFactors.userId, userId), isNotNull(userSecondFactors.confirmedAt)));
  return row !== undefined;
}
