// /api/v1/events/:id/money and /events/:id/withdrawals: an event's money and its withdrawals; each change answers
// with the money as it now stands. HTTP only.
import { errorBody } from '@sherehe/core/api/errors';
import { eventIdParams } from '@sherehe/core/api/events';
import { eventMoneyResponse, withdrawalBody, withdrawalParams } from '@sherehe/core/api/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { onEventRefusals as onEvent } from '../events/event-access.ts';
import {
  approveWithdrawal,
  cancelWithdrawal,
  eventMoney,
  requestWithdrawal,
  type WithdrawalDeps,
} from './service.ts';

const tags = ['events'];
const user = 'user' as const;
const failures = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalDeps> = async (app, deps) => {
  app.get(
    '/events/:id/money',
    {
      config: { access: user, refusals: { 403: onEvent[403], 404: onEvent[404] } },
      schema: {
        tags,
        summary: "The event's michango received by mobile money, what was withdrawn, and its withdrawals",
        params: eventIdParams,
        response: { 200: eventMoneyResponse, ...failures },
      },
    },
    async (request) => eventMoney(deps, signedInUser(request), request.params.id),
  );

  app.post(
    '/events/:id/withdrawals',
    {
      config: {
        access: user,
        refusals: {
          400: ['withdrawals.amount_invalid', 'payments.phone_invalid', 'checkout.phone_required'],
          403: onEvent[403],
          404: onEvent[404],
          409: ['withdrawals.one_open'],
          422: [
            ...onEvent[422],
            'payouts.unavailable',
            'withdrawals.below_minimum',
            'withdrawals.more_than_available',
          ],
          429: ['request.too_many'],
          503: ['payouts.lookup_failed'],
        },
      },
      bodyLimit: 2048,
      schema: {
        tags,
        summary:
          'Ask to send michango to a mobile-money number: sent at once, or after a chair or treasurer approves',
        params: eventIdParams,
        body: withdrawalBody,
        response: { 200: eventMoneyResponse, ...failures, 429: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await requestWithdrawal(deps, actor, request.params.id, request.body);
      return eventMoney(deps, actor, request.params.id);
    },
  );

  app.post(
    '/events/:id/withdrawals/:withdrawalId/approve',
    {
      config: {
        access: user,
        refusals: {
          403: [...onEvent[403], 'withdrawals.own_request'],
          404: [...onEvent[404], 'withdrawals.not_found'],
          409: ['withdrawals.not_awaiting', 'withdrawals.one_open'],
          422: [...onEvent[422], 'payouts.unavailable', 'withdrawals.more_than_available'],
        },
      },
      schema: {
        tags,
        summary: 'Approve a withdrawal someone else asked for; it is sent at once',
        params: withdrawalParams,
        response: { 200: eventMoneyResponse, ...failures },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await approveWithdrawal(deps, actor, request.params.id, request.params.withdrawalId);
      return eventMoney(deps, actor, request.params.id);
    },
  );

  app.post(
    '/events/:id/withdrawals/:withdrawalId/cancel',
    {
      config: {
        access: user,
        refusals: {
          403: [...onEvent[403], 'withdrawals.not_yours'],
          404: [...onEvent[404], 'withdrawals.not_found'],
          409: ['withdrawals.not_awaiting'],
        },
      },
      schema: {
        tags,
        summary: 'Cancel (or, as an approver, decline) a withdrawal still waiting for approval',
        params: withdrawalParams,
        response: { 200: eventMoneyResponse, ...failures },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await cancelWithdrawal(deps, actor, request.params.id, request.params.withdrawalId);
      return eventMoney(deps, actor, request.params.id);
    },
  );
};
