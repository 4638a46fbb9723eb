import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { type ContactChangeDeps, confirmContactChange, requestContactChange } from './service.ts';

export const contactChangeRoutes: FastifyPluginAsyncZod<ContactChangeDeps> = async (app, deps) => {
  route(app, auth.changeContact, { access: 'user' }, async (request) =>
    requestContactChange(deps, signedInUser(request).id, request.body),
  );

  route(app, auth.confirmContact, { access: 'user' }, async (request) => ({
    user: await confirmContactChange(deps, signedInUser(request).id, request.body.token),
  }));
};
