import { RESET_REQUESTED_MESSAGE } from '@sherehe/core/api/password-reset';
import { passwordResetEndpoints as passwordReset } from '@sherehe/core/api/password-reset-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { route } from '../../platform/endpoint-route.ts';
import { type PasswordResetDeps, requestPasswordReset, resetPassword } from './service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetDeps> = async (app, deps) => {
  route(app, passwordReset.request, { access: 'public' }, async (request) => {
    await requestPasswordReset(deps, request.body, clientMeta(request));
    return { message: RESET_REQUESTED_MESSAGE };
  });

  route(app, passwordReset.reset, { access: 'public' }, async (request, reply) => {
    const session = await resetPassword(deps, request.body, clientMeta(request));
    if ('challenge' in session) return session;
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return { user: session.user, token: session.token };
  });
};
