// GET /admin/audit-log: admin actions newest first, naming who acted and on whom, a page at a time.
import { adminUsersEndpoints as adminUsers } from '@sherehe/core/api/admin-users-endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type { AuditEntry } from '@sherehe/core/api/admin-users';

export const AUDIT_PAGE_SIZE = 25;

export const auditLogQuery = infiniteQueryOptions({
  queryKey: adminKeys.auditLog,
  queryFn: ({ pageParam, signal }) =>
    apiRequest(adminUsers.auditLog, {
      query: { limit: AUDIT_PAGE_SIZE, cursor: pageParam ?? undefined },
      signal,
    }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery);
}
