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

export const adminUsersQuery = z.object({
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  ...page,
});

export const adminUsersResponse = z.object({ users: z.array(adminUser), nextCursor: z.string().nullable() });

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
