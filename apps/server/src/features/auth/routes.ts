import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { secondFactorEndpoints as secondFactor } from '@sherehe/core/api/second-factor-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
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
  route(app, secondFactor.signIn, { access: 'public' }, async (request, reply) => {
    const session = await signIn(deps, request.body, clientMeta(request));
    if ('challenge' in session) return session;
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return { user: session.user, token: session.token };
  });

  route(app, secondFactor.signInWithCode, { access: 'public' }, async (request, reply) => {
    const session = await signInWithCode(deps, request.body, clientMeta(request));
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return { user: session.user, token: session.token };
  });

  route(app, auth.signOut, { access: 'user' }, async (request, reply) => {
    if (request.session) await signOut(deps, request.session.id);
    clearSessionCookie(reply);
    return null;
  });

  route(app, auth.me, { access: 'user' }, async (request) => ({ user: toSessionUser(signedIn(request)) }));

  route(app, auth.updateProfile, { access: 'user' }, async (request) => ({
    user: await updateProfile(deps, signedIn(request).id, request.body),
  }));

  route(app, auth.signOutEverywhere, { access: 'user' }, async (request, reply) => {
    await signOutEverywhere(deps, signedIn(request).id);
    clearSessionCookie(reply);
    return null;
  });

  route(app, auth.sessions, { access: 'user' }, async (request) => ({
    sessions: await activeSessions(deps, signedIn(request).id, request.session?.id),
  }));

  route(app, auth.endSession, { access: 'user' }, async (request) => {
    await endSession(deps, signedIn(request).id, request.params.id);
    return null;
  });

  route(app, auth.changePassword, { access: 'user' }, async (request) => {
    await changePassword(deps, signedIn(request).id, request.session?.id, request.body);
    return null;
  });
};
