import {
  adminUser,
  adminUsersQuery,
  adminUsersResponse,
  auditLogQuery,
  auditLogResponse,
  updateUserBody,
  userIdParams,
} from '@sherehe/core/api/admin-users';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { type AdminUsersDeps, auditLog, changeUser, listUsers } from './service.ts';

const admin = { access: 'admin' as const };

export const adminUserRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  app.get(
    '/admin/users',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Search accounts by name, e-mail or phone, of one role or status, with totals by role and by status',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, 400: errorBody },
      },
    },
    async (request) => listUsers(deps, request.query),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: {
        ...admin,
        refusals: { 404: ['admin_users.user_not_found'], 422: ['admin_users.not_yourself'] },
      },
      schema: {
        tags: ['admin'],
        summary: 'Change a role, or disable or enable an account',
        params: userIdParams,
        body: updateUserBody,
        response: { 200: adminUser, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
      return changeUser(deps, request.user.id, request.params.id, request.body);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first, naming who acted and on whom',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, 400: errorBody },
      },
    },
    async (request) => auditLog(deps, request.query),
  );
};
