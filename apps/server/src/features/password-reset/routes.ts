import { errorBody } from '@sherehe/core/api/errors';
import {
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetRequestResponse,
  RESET_REQUESTED_MESSAGE,
} from '@sherehe/core/api/password-reset';
import { signInResponse } from '@sherehe/core/api/second-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { type PasswordResetDeps, requestPasswordReset, resetPassword } from './service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetDeps> = async (app, deps) => {
  app.post(
    '/auth/password-reset/request',
    {
      config: {
        ...publicRoute,
        refusals: { 400: ['account.identifier_invalid'], 429: ['request.too_many'] },
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a link to set a new password (the same answer whether or not the account exists)',
        body: passwordResetRequestBody,
        response: { 202: passwordResetRequestResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body, clientMeta(request));
      return reply.status(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: {
        ...publicRoute,
        refusals: {
          400: ['account.reset_link_invalid', 'account.password_common'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the link, ending every other session, and sign in (or ask for the code)',
        body: passwordResetBody,
        response: { 200: signInResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await resetPassword(deps, request.body, clientMeta(request));
      if ('challenge' in session) return session;
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { user: session.user, token: session.token };
    },
  );
};
