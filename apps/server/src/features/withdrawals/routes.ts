// /api/v1/events/:id/money and /events/:id/withdrawals: an event's money and its withdrawals; each change answers
// with the money as it now stands. HTTP only.
import { withdrawalsEndpoints as withdrawals } from '@sherehe/core/api/withdrawals-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import {
  approveWithdrawal,
  cancelWithdrawal,
  eventMoney,
  requestWithdrawal,
  type WithdrawalDeps,
} from './service.ts';

export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalDeps> = async (app, deps) => {
  route(app, withdrawals.eventMoney, { access: 'user' }, async (request) =>
    eventMoney(deps, signedInUser(request), request.params.id),
  );

  route(app, withdrawals.request, { access: 'user', bodyLimit: 2048 }, async (request) => {
    const actor = signedInUser(request);
    await requestWithdrawal(deps, actor, request.params.id, request.body);
    return eventMoney(deps, actor, request.params.id);
  });

  route(app, withdrawals.approve, { access: 'user' }, async (request) => {
    const actor = signedInUser(request);
    await approveWithdrawal(deps, actor, request.params.id, request.params.withdrawalId);
    return eventMoney(deps, actor, request.params.id);
  });

  route(app, withdrawals.cancel, { access: 'user' }, async (request) => {
    const actor = signedInUser(request);
    await cancelWithdrawal(deps, actor, request.params.id, request.params.withdrawalId);
    return eventMoney(deps, actor, request.params.id);
  });
};
