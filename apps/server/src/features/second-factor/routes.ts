import { errorBody } from '@sherehe/core/api/errors';
import {
  recoveryCodesResponse,
  secondFactorConfirmBody,
  secondFactorProofBody,
  secondFactorSetupBody,
  secondFactorSetupResponse,
  secondFactorStatus as secondFactorStatusSchema,
} from '@sherehe/core/api/second-factor';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
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
  const user = { config: { access: 'user' as const } };
  // Changes that need the password and a current code: both can be wrong, and wrong ones slow the account down.
  const proofConfig = {
    ...user.config,
    refusals: {
      400: ['account.current_password_wrong', 'auth.second_factor_wrong_code'],
      409: ['auth.second_factor_not_on'],
      422: ['account.no_password_yet'],
      429: ['request.too_many'],
    },
  } satisfies FastifyContextConfig;

  app.get(
    '/auth/second-factor',
    {
      ...user,
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step sign-in is on, and whether this session passed it',
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => secondFactorStatus(deps, signedInUser(request), request.session),
  );

  app.post(
    '/auth/second-factor/setup',
    {
      config: {
        ...user.config,
        refusals: {
          400: ['account.current_password_wrong'],
          403: ['auth.second_factor_admins_only'],
          409: ['auth.second_factor_already_on'],
          422: ['account.no_password_yet'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app (admins): a new secret, confirmed by a first code',
        body: secondFactorSetupBody,
        response: {
          200: secondFactorSetupResponse,
          400: errorBody,
          403: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => beginSetup(deps, signedInUser(request), request.body),
  );

  app.post(
    '/auth/second-factor/confirm',
    {
      config: {
        ...user.config,
        refusals: {
          400: ['auth.second_factor_setup_wrong_code'],
          409: ['auth.second_factor_nothing_to_confirm', 'auth.second_factor_already_on'],
          429: ['request.too_many'],
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a first code; answers the recovery codes, once',
        body: secondFactorConfirmBody,
        response: { 200: recoveryCodesResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      if (!request.session) throw new AppError('unauthorized', 'auth.sign_in_required');
      return confirmSetup(deps, signedInUser(request), request.session.id, request.body);
    },
  );

  app.post(
    '/auth/second-factor/disable',
    {
      config: proofConfig,
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off with the password and a current code',
        body: secondFactorProofBody,
        response: { 204: z.null(), 400: errorBody, 409: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await disableSecondFactor(deps, signedInUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/second-factor/recovery-codes',
    {
      config: proofConfig,
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes (the old ones stop working), with the password and a current code',
        body: secondFactorProofBody,
        response: {
          200: recoveryCodesResponse,
          400: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, signedInUser(request), request.body),
  );
};
