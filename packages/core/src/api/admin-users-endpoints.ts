// Admins: the accounts (search, change a role, disable) and the audit log; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const adminUsersEndpoints = endpoints<typeof import('./admin-users.ts')>()('admin-users', {
  list: {
    method: 'GET',
    path: '/admin/users',
    summary:
      'Search accounts by name, e-mail or phone, of one role or status, with totals by role and by status',
    query: 'adminUsersQuery',
    response: 'adminUsersResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  update: {
    method: 'PATCH',
    path: '/admin/users/:id',
    summary: 'Change a role, or disable or enable an account',
    params: 'userIdParams',
    body: 'updateUserBody',
    response: 'adminUser',
    refusals: { 404: ['admin_users.user_not_found'], 422: ['admin_users.not_yourself'] },
  },
  auditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    summary: 'Admin actions, newest first, naming who acted and on whom',
    query: 'auditLogQuery',
    response: 'auditLogResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
});
