import { adminUsersEndpoints as adminUsers } from '@sherehe/core/api/admin-users-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { type AdminUsersDeps, auditLog, changeUser, listUsers } from './service.ts';

const admin = { access: 'admin' as const };

export const adminUserRoutes: FastifyPluginAsyncZod<AdminUsersDeps> = async (app, deps) => {
  route(app, adminUsers.list, admin, async (request) => listUsers(deps, request.query));

  route(app, adminUsers.update, admin, async (request) => {
    if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
    return changeUser(deps, request.user.id, request.params.id, request.body);
  });

  route(app, adminUsers.auditLog, admin, async (request) => auditLog(deps, request.query));
};
