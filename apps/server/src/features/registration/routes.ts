import {
  authResponse,
  confirmRegistrationBody,
  REGISTRATION_SENT_MESSAGE,
  registerBody,
  registerResponse,
} from '@sherehe/core/api/auth';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth/client-meta.ts';
import { setSessionCookie } from '../../platform/auth/session-cookie.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { finishRegistration, type RegistrationDeps, startRegistration } from './service.ts';

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationDeps> = async (app, deps) => {
  app.post(
    '/auth/register',
    {
      config: {
        ...publicRoute,
        refusals: {
          400: ['account.identifier_invalid', 'account.password_common'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Send a link that finishes creating the account (the same answer whether or not one exists)',
        body: registerBody,
        response: { 202: registerResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await startRegistration(deps, request.body, clientMeta(request));
      return reply.status(202).send({ message: REGISTRATION_SENT_MESSAGE });
    },
  );

  app.post(
    '/auth/register/confirm',
    {
      config: {
        ...publicRoute,
        refusals: {
          400: ['account.registration_link_invalid', 'account.not_your_password'],
          409: ['account.exists'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Open the account with the link and the password chosen when registering, and sign in',
        body: confirmRegistrationBody,
        response: { 201: authResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await finishRegistration(deps, request.body, clientMeta(request));
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return reply.status(201).send({ user: session.user, token: session.token });
    },
  );
};
