import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingRegistrations } from '../../db/schema/pending-registrations.ts';

export async function insertPendingRegistration(db: Database, row: typeof pendingRegistrations.$inferInsert) {
  await db.insert(pendingRegistrations).values(row);
}

/** The registration waiting behind a link, while the link is live. */
export async function findPendingRegistration(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, sql`now()`)),
    );
  return row ?? null;
}

/** Takes the registration out, once: of two requests with the same link, only one gets it. */
export async function takePendingRegistration(db: Database, id: string): Promise<boolean> {
  const taken = await db
    .delete(pendingRegistrations)
    .where(eq(pendingRegistrations.id, id))
    .returning({ id: pendingRegistrations.id });
  return taken.length > 0;
}

/** Other links sent for the same address or number stop working once one opened the account. */
export async function deletePendingRegistrationsFor(
  db: Database,
  contact: { email: string | null; phone: string | null },
) {
  const matches = [
    contact.email ? eq(pendingRegistrations.email, contact.email) : undefined,
    contact.phone ? eq(pendingRegistrations.phone, contact.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length > 0) await db.delete(pendingRegistrations).where(or(...matches));
}

export async function deleteExpiredPendingRegistrations(db: Database): Promise<void> {
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, sql`now()`));
}
