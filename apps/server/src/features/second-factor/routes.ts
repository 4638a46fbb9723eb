import { secondFactorEndpoints as secondFactor } from '@sherehe/core/api/second-factor-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import {
  beginSetup,
  confirmSetup,
  disableSecondFactor,
  regenerateRecoveryCodes,
  type SecondFactorDeps,
  secondFactorStatus,
} from './service.ts';

export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorDeps> = async (app, deps) => {
  route(app, secondFactor.status, { access: 'user' }, async (request) =>
    secondFactorStatus(deps, signedInUser(request), request.session),
  );

  route(app, secondFactor.setup, { access: 'user' }, async (request) =>
    beginSetup(deps, signedInUser(request), request.body),
  );

  route(app, secondFactor.confirm, { access: 'user' }, async (request) => {
    if (!request.session) throw new AppError('unauthorized', 'auth.sign_in_required');
    return confirmSetup(deps, signedInUser(request), request.session.id, request.body);
  });

  // Changes that need the password and a current code: both can be wrong, and wrong ones slow the account down.
  route(app, secondFactor.disable, { access: 'user' }, async (request) => {
    await disableSecondFactor(deps, signedInUser(request), request.body);
    return null;
  });

  route(app, secondFactor.recoveryCodes, { access: 'user' }, async (request) =>
    regenerateRecoveryCodes(deps, signedInUser(request), request.body),
  );
};
