// The first admin of a fresh server database (npm run admin:create): creates the account, or promotes an existing one.
import { randomBytes } from 'node:crypto';
import { parseContact } from '@sherehe/core/contact';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { recordAuditWithoutActor } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteAllUserSessions } from '../../platform/auth/session-queries.ts';

export async function createAdmin(
  db: Database,
  input: { email: string; name?: string | undefined; password?: string | undefined },
): Promise<{ id: string; created: boolean; password: string | null }> {
  const contact = parseContact(input.email);
  if (contact?.kind !== 'email') throw new Error(`Not an e-mail address: ${input.email}`);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, contact.value));
    if (existing) {
      // The operator vouches for the address; the account's sessions end, so it signs in again under admin limits.
      await tx
        .update(users)
        .set({
          role: 'admin',
          disabledAt: null,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, existing.id));
      await deleteAllUserSessions(tx, existing.id);
      await recordAuditWithoutActor(tx, {
        action: 'user.role_changed',
        targetType: 'user',
        targetId: existing.id,
        details: { to: 'admin', by: 'admin:create' },
      });
      return { id: existing.id, created: false, password: null };
    }
    const password = input.password ?? randomBytes(18).toString('base64url');
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name ?? 'Administrator',
        email: contact.value,
        role: 'admin',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(), // the operator vouches for it
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    await recordAuditWithoutActor(tx, {
      action: 'user.created_admin',
      targetType: 'user',
      targetId: row.id,
      details: { by: 'admin:create' },
    });
    return { id: row.id, created: true, password: input.password ? null : password };
  });
}
