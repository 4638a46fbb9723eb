import { paymentsEndpoints as payment } from '@sherehe/core/api/payments-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { answerPush, pushesOnPhone } from './dev-phone.ts';
import type { PaymentRail, Viewer } from './service.ts';

export type PaymentRouteDeps = { payments: PaymentRail };

const viewerOf = (request: FastifyRequest): Viewer =>
  request.user
    ? {
        id: request.user.id,
        role: request.user.role,
        adminVerified: Boolean(request.session?.secondFactorAt),
      }
    : null;

const callbackRequest = (request: FastifyRequest, params: Record<string, string> = {}) => ({
  headers: request.headers,
  body: request.body,
  params,
});

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, { payments }) => {
  // Open to the link (a pledge's payer may have no account); a payment of a signed-up payer is theirs alone.
  route(app, payment.get, { access: 'public' }, async (request) =>
    payments.view(request.params.id, viewerOf(request)),
  );

  route(app, payment.retry, { access: 'public' }, async (request) =>
    payments.retry(
      request.params.id,
      viewerOf(request),
      { address: clientAddress(request) },
      request.body.phone,
    ),
  );

  // Provider callbacks: answered 200 once stored (committed), so a process killed right after loses nothing.
  route(app, payment.clickpesaCallback, { access: 'public' }, async (request) => {
    await payments.receiveCallback('clickpesa', callbackRequest(request));
    return { received: true as const };
  });

  route(
    app,
    payment.azampayCallback,
    // The URL holds the secret: the per-request log lines (info) would write it into every log.
    { access: 'public', logLevel: 'warn' },
    async (request) => {
      await payments.receiveCallback('azampay', callbackRequest(request, { secret: request.params.secret }));
      return { received: true as const };
    },
  );

  route(app, payment.adminList, { access: 'admin' }, async (request) => payments.adminList(request.query));

  route(app, payment.adminGet, { access: 'admin' }, async (request) =>
    payments.adminDetail(request.params.id),
  );

  route(app, payment.adminRefund, { access: 'admin' }, async (request) => {
    if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
    return payments.adminRefund({
      attemptId: request.params.id,
      amountTzs: request.body.amountTzs,
      byUserId: request.user.id,
      reason: request.body.reason,
    });
  });

  route(app, payment.adminRefundAgain, { access: 'admin' }, async (request) => {
    if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
    return payments.sendRefundAgain({
      attemptId: request.params.id,
      refundId: request.params.refundId,
      byUserId: request.user.id,
    });
  });

  // The demo phone: only while the simulator is the provider (404 otherwise).
  route(app, payment.devPhone, { access: 'public' }, async (request) =>
    pushesOnPhone(payments, request.query.number),
  );

  route(app, payment.devPhoneApprove, { access: 'public' }, async (request) =>
    answerPush(payments, request.params.id, 'approve'),
  );

  route(app, payment.devPhoneDecline, { access: 'public' }, async (request) =>
    answerPush(payments, request.params.id, 'decline'),
  );
};
