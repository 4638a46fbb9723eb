// Writes an audit entry inside the caller's transaction: the action and its record stand or fall together.
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/audit-log.ts';

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/** For actions taken from the command line, where no signed-in person acts. */
export async function recordAuditWithoutActor(
  tx: Database,
  entry: Omit<AuditEntry, 'actorId'>,
): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, actorId: null });
}
