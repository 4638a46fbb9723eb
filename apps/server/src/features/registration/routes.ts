import { REGISTRATION_SENT_MESSAGE } from '@sherehe/core/api/auth';
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { route } from '../../platform/endpoint-route.ts';
import { finishRegistration, type RegistrationDeps, startRegistration } from './service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationDeps> = async (app, deps) => {
  route(app, auth.register, { access: 'public' }, async (request) => {
    await startRegistration(deps, request.body, clientMeta(request));
    return { message: REGISTRATION_SENT_MESSAGE };
  });

  route(app, auth.confirmRegistration, { access: 'public' }, async (request, reply) => {
    const session = await finishRegistration(deps, request.body, clientMeta(request));
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return { user: session.user, token: session.token };
  });
};
