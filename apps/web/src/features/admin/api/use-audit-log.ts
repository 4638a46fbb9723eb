// GET /admin/audit-log: the latest admin actions, newest first (the server sends up to 100, without paging).
import type { auditLogResponse } from '@sherehe/core/api/admin-users';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type AuditEntry = z.infer<typeof auditLogResponse>['entries'][number];

/** How many entries the server sends at most; a full list means older ones exist. */
export const AUDIT_LOG_LIMIT = 100;

export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ signal }) => apiRequest<z.infer<typeof auditLogResponse>>('/admin/audit-log', { signal }),
  });
}
