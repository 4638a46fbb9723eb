import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { createAdmin } from './create-admin.ts';

describe('createAdmin (npm run admin:create)', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('creates the first admin with a generated password, audited', async () => {
    const result = await createAdmin(database.db, { email: 'Boss@Sherehe.co.tz', name: 'Boss' });
    expect(result.created).toBe(true);
    const [row] = await database.db.select().from(users).where(eq(users.id, result.id));
    expect(row).toMatchObject({ email: 'boss@sherehe.co.tz', role: 'admin', name: 'Boss' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date); // so a later Google sign-in links without dropping it
    expect(await verifyPassword(row?.passwordHash, result.password ?? '')).toBe(true);
    expect(await database.db.$count(auditLog, eq(auditLog.targetId, result.id))).toBe(1);
  });

  it('promotes an existing account instead of making a second one', async () => {
    const person = await buildUser(database.db, { email: 'me@sherehe.co.tz' });
    await sessionTokenFor(database.db, person);
    const result = await createAdmin(database.db, { email: 'me@sherehe.co.tz' });
    expect(result).toEqual({ id: person.id, created: false, password: null });
    // Its user-length sessions end: it signs in again under the admins' shorter limits.
    expect(await database.db.$count(sessions, eq(sessions.userId, person.id))).toBe(0);
    const [row] = await database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.role).toBe('admin');
  });

  it('refuses what is not an e-mail address', async () => {
    await expect(createAdmin(database.db, { email: '0754123456' })).rejects.toThrow(/Not an e-mail/);
  });
});
