// The admin's view of accounts: search, change a role, disable or enable.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { userRole } from './auth.ts';
import { plainText } from './plain-text.ts';

export const adminUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userRole,
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUser>;

// The admin lists come newest first, a page at a time; `cursor` is the previous answer's `nextCursor`.
const page = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
};

export const accountStatuses = ['active', 'disabled'] as const;
export const accountStatus = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatus>;

export const adminUsersQuery = z.object({
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  role: userRole.optional(),
  status: accountStatus.optional(),
  ...page,
});

const count = z.int().min(0);

/**
 * How many accounts each filter would show, among those the search matches: by role within the status chosen, by
 * status within the role chosen (so each choice says what it leads to), and `matching` for both as chosen.
 */
export const adminUserTotals = z.object({
  matching: count,
  byRole: z.object({ user: count, vendor: count, admin: count }),
  byStatus: z.object({ active: count, disabled: count }),
});
export type AdminUserTotals = z.infer<typeof adminUserTotals>;

export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  nextCursor: z.string().nullable(),
  totals: adminUserTotals,
});

export const userIdParams = z.object({ id: z.uuid(reason('admin_users.user_id_invalid')) });

export const updateUserBody = z
  .object({ userRole: userRole.optional(), disabled: z.boolean().optional() })
  .refine((body) => body.userRole !== undefined || body.disabled !== undefined, {
    message: reason('admin_users.nothing_to_change'),
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const auditLogQuery = z.object(page);

export const auditEntry = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  /** null for actions taken from the command line, where no signed-in person acts. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The account's name when the target is an account that still exists; null otherwise. */
  targetName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = z.object({ entries: z.array(auditEntry), nextCursor: z.string().nullable() });
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
