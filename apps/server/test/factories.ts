// Builders for test data: each test makes what it needs, nothing is shared between tests.
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/accounts.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import { sessionLifetime } from '../src/platform/auth/session-policy.ts';
import { insertSession } from '../src/platform/auth/session-queries.ts';
import { hashSessionToken, newSessionToken } from '../src/platform/auth/session-token.ts';

export const TEST_PASSWORD = 'mvua-ya-masika-2025';
let passwordHash: Promise<string> | undefined;

export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test Person',
      email: `person-${randomUUID()}@example.co.tz`,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

/**
 * A fresh session token for the user, as if they had just signed in. An admin's session counts as having passed the
 * second step (admin endpoints need it) unless `secondFactorPassed: false`; the second-factor tests go through it.
 */
export async function sessionTokenFor(
  db: Database,
  user: { id: string; role: 'user' | 'vendor' | 'admin' },
  { secondFactorPassed = user.role === 'admin' } = {},
) {
  const token = newSessionToken();
  const { idleSeconds, absoluteSeconds } = sessionLifetime(user.role);
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId: user.id,
    idleExpiresAt: new Date(Date.now() + idleSeconds * 1000),
    absoluteExpiresAt: new Date(Date.now() + absoluteSeconds * 1000),
    secondFactorAt: secondFactorPassed ? new Date() : null,
  });
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
