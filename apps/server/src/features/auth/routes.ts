import {
  activeSessionsResponse,
  authResponse,
  changePasswordBody,
  meResponse,
  sessionIdParams,
  signInBody,
  updateProfileBody,
} from '@sherehe/core/api/auth';
import { errorBody } from '@sherehe/core/api/errors';
import { secondFactorSignInBody, signInResponse } from '@sherehe/core/api/second-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { AppError } from '../../platform/errors.ts';
import { publicRoute } from '../../platform/route-access.ts';
import {
  type AuthDeps,
  activeSessions,
  changePassword,
  endSession,
  signIn,
  signInWithCode,
  signOut,
  signOutEverywhere,
  toSessionUser,
  updateProfile,
} from './service.ts';

function signedIn(request: FastifyRequest) {
  if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
  return request.user;
}

export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    '/auth/sign-in',
    {
      config: {
        ...publicRoute,
        refusals: {
          400: ['account.identifier_invalid'],
          401: ['account.wrong_credentials'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with an email address or phone number (then a code, when the account has a second factor)',
        body: signInBody,
        response: { 200: signInResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await signIn(deps, request.body, clientMeta(request));
      if ('challenge' in session) return session;
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { user: session.user, token: session.token };
    },
  );

  app.post(
    '/auth/sign-in/second-factor',
    {
      config: {
        ...publicRoute,
        refusals: {
          400: ['auth.second_factor_wrong_code'],
          401: ['auth.second_factor_challenge_expired', 'account.wrong_credentials'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'The second step of signing in: a code from the authenticator app, or a recovery code',
        body: secondFactorSignInBody,
        response: { 200: authResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await signInWithCode(deps, request.body, clientMeta(request));
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { user: session.user, token: session.token };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'End this session', response: { 204: z.null(), 401: errorBody } },
    },
    async (request, reply) => {
      if (request.session) await signOut(deps, request.session.id);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'user', refusals: { 401: ['auth.sign_in_required'] } },
      schema: { tags: ['auth'], summary: 'Who is signed in', response: { 200: meResponse, 401: errorBody } },
    },
    async (request) => ({ user: toSessionUser(signedIn(request)) }),
  );

  app.patch(
    '/auth/me',
    {
      config: { access: 'user', refusals: { 401: ['auth.sign_in_required'] } },
      schema: {
        tags: ['auth'],
        summary:
          'Change the name or the language of texts and e-mails (the e-mail address and phone number change through a link: POST /auth/me/contact)',
        body: updateProfileBody,
        response: { 200: meResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ user: await updateProfile(deps, signedIn(request).id, request.body) }),
  );

  app.post(
    '/auth/sign-out-all',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'End every session of this account', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await signOutEverywhere(deps, signedIn(request).id);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'The signed-in devices', response: { 200: activeSessionsResponse } },
    },
    async (request) => ({ sessions: await activeSessions(deps, signedIn(request).id, request.session?.id) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { access: 'user', refusals: { 404: ['account.session_not_found'] } },
      schema: {
        tags: ['auth'],
        summary: 'Sign one device out',
        params: sessionIdParams,
        response: { 204: z.null(), 404: errorBody },
      },
    },
    async (request, reply) => {
      await endSession(deps, signedIn(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password',
    {
      config: {
        access: 'user',
        refusals: {
          400: ['account.current_password_wrong', 'account.password_common'],
          422: ['account.no_password_yet'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the account ends',
        body: changePasswordBody,
        response: { 204: z.null(), 400: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await changePassword(deps, signedIn(request).id, request.session?.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
