import {
  changeContactBody,
  changeContactResponse,
  confirmContactBody,
  meResponse,
} from '@sherehe/core/api/auth';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { messageRefusals } from '../../platform/outbound/budget.ts';
import { type ContactChangeDeps, confirmContactChange, requestContactChange } from './service.ts';

export const contactChangeRoutes: FastifyPluginAsyncZod<ContactChangeDeps> = async (app, deps) => {
  app.post(
    '/auth/me/contact',
    {
      config: {
        access: 'user',
        refusals: {
          400: [
            'account.current_password_wrong',
            'account.email_invalid',
            'account.phone_invalid',
            'account.contact_unchanged',
          ],
          409: ['account.contact_taken'],
          422: ['account.no_password_yet'],
          429: ['request.too_many', ...messageRefusals],
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Send a link to a new e-mail address or phone number of the account (with the current password); the change is made when it is opened',
        body: changeContactBody,
        response: {
          202: changeContactResponse,
          400: errorBody,
          401: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const sent = await requestContactChange(deps, signedInUser(request).id, request.body);
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/auth/me/contact/confirm',
    {
      config: {
        access: 'user',
        refusals: {
          400: ['account.contact_link_invalid'],
          409: ['account.contact_taken'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary:
          'Open the link sent to the new e-mail address or phone number, signed in to the account that asked: the change is made',
        body: confirmContactBody,
        response: { 200: meResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      user: await confirmContactChange(deps, signedInUser(request).id, request.body.token),
    }),
  );
};
