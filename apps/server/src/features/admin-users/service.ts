// Admins manage accounts; every change is audited, and an admin cannot lock themselves out.
import type { AdminUser, AuditLogResponse, UpdateUserBody } from '@sherehe/core/api/admin-users';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { spendResetTokensOf } from '../../platform/auth/reset-link-queries.ts';
import { deleteAllUserSessions } from '../../platform/auth/session-queries.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/page-cursor.ts';
import {
  type AdminUserRow,
  auditEntriesPage,
  findUser,
  searchUsers,
  type UserFilters,
  updateUser,
  userTotals,
} from './queries.ts';

export type AdminUsersDeps = { db: Database };

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    userRole: row.role,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

type PageQuery = { limit: number; cursor?: string | undefined };

export async function listUsers({ db }: AdminUsersDeps, query: PageQuery & UserFilters) {
  const filters = { q: query.q || undefined, role: query.role, status: query.status };
  const rows = await searchUsers(db, {
    ...filters,
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(rows, query.limit);
  const { matching, user, vendor, admin, active, disabled } = await userTotals(db, filters);
  return {
    users: page.rows.map(toAdminUser),
    nextCursor: page.nextCursor,
    totals: { matching, byRole: { user, vendor, admin }, byStatus: { active, disabled } },
  };
}

export async function changeUser(
  { db }: AdminUsersDeps,
  actorId: string,
  targetId: string,
  change: UpdateUserBody,
) {
  if (
    actorId === targetId &&
    (change.disabled === true || (change.userRole && change.userRole !== 'admin'))
  ) {
    throw new AppError('business_rule', 'admin_users.not_yourself');
  }
  return db.transaction(async (tx) => {
    const before = await findUser(tx, targetId);
    if (!before) throw new AppError('not_found', 'admin_users.user_not_found');
    const after = await updateUser(tx, targetId, {
      ...(change.userRole ? { role: change.userRole } : {}),
      ...(change.disabled === undefined
        ? {}
        : { disabledAt: change.disabled ? (before.disabledAt ?? new Date()) : null }),
    });
    if (!after) throw new AppError('not_found', 'admin_users.user_not_found');
    if (change.userRole && change.userRole !== before.role) {
      await recordAudit(tx, {
        actorId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId,
        details: { from: before.role, to: change.userRole },
      });
      await deleteAllUserSessions(tx, targetId); // a session's lifetime depends on the role; start afresh
    }
    if (change.disabled !== undefined && change.disabled !== (before.disabledAt !== null)) {
      await recordAudit(tx, {
        actorId,
        action: change.disabled ? 'user.disabled' : 'user.enabled',
        targetType: 'user',
        targetId,
      });
      if (change.disabled) {
        await deleteAllUserSessions(tx, targetId);
        await spendResetTokensOf(tx, targetId); // enabling again later must not revive an old reset link
      }
    }
    return toAdminUser(after);
  });
}

export async function auditLog({ db }: AdminUsersDeps, query: PageQuery): Promise<AuditLogResponse> {
  const rows = await auditEntriesPage(db, {
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const page = pageOf(rows, query.limit);
  return {
    entries: page.rows.map(({ exactCreatedAt: _, ...row }) => ({
      ...row,
      details: row.details ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
