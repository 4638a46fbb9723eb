// GET /admin/audit-log: admin actions newest first, naming who acted and on whom, a page at a time.
import type { AuditLogResponse } from '@sherehe/core/api/admin-users';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type { AuditEntry } from '@sherehe/core/api/admin-users';

export const AUDIT_PAGE_SIZE = 25;

function auditLogPath(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/admin/audit-log?${params}`;
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog,
    queryFn: ({ pageParam, signal }) => apiRequest<AuditLogResponse>(auditLogPath(pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
