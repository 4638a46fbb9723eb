import { errorBody } from '@sherehe/core/api/errors';
import {
  adminPaymentDetail,
  adminPaymentsQuery,
  adminPaymentsResponse,
  azamPayCallbackParams,
  callbackAnswer,
  devPhoneAnswer,
  devPhoneApproveBody,
  devPhonePushParams,
  devPhoneQuery,
  devPhoneResponse,
  paymentIdParams,
  paymentRefund,
  paymentView,
  refundBody,
  refundParams,
  retryPaymentBody,
  retryPaymentResponse,
} from '@sherehe/core/api/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { promptRefusals } from '../../platform/outbound/budget.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { publicRoute } from '../../platform/route-access.ts';
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

const callbackRefusals = {
  400: ['payments.callback_unreadable'],
  401: ['payments.callback_forged'],
  404: ['payments.callback_unknown_provider'],
  503: ['payments.provider_unreachable'],
} as const;

const callbackRequest = (request: FastifyRequest, params: Record<string, string> = {}) => ({
  headers: request.headers,
  body: request.body,
  params,
});

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, { payments }) => {
  app.get(
    '/payments/:id',
    {
      // Open to the link (a pledge's payer may have no account); a payment of a signed-up payer is theirs alone.
      config: { ...publicRoute, refusals: { 404: ['payments.not_found'] } },
      schema: {
        tags: ['payments'],
        summary: "A payment's status for its payer: what to do, whether it went through, and what next",
        params: paymentIdParams,
        response: { 200: paymentView, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => payments.view(request.params.id, viewerOf(request)),
  );

  app.post(
    '/payments/:id/retry',
    {
      config: {
        ...publicRoute,
        refusals: {
          404: ['payments.not_found'],
          409: ['payments.attempt_open'],
          422: [
            'payments.retry_not_allowed',
            'payments.retry_other_phone',
            'payments.unavailable',
            'payments.amount_too_small',
            'payments.amount_too_large',
            'payments.phone_invalid',
          ],
          429: [...promptRefusals],
        },
      },
      schema: {
        tags: ['payments'],
        summary: 'Try a failed or expired payment again: a new push to the phone, as a new attempt',
        params: paymentIdParams,
        body: retryPaymentBody,
        response: {
          201: retryPaymentResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const started = await payments.retry(
        request.params.id,
        viewerOf(request),
        { address: clientAddress(request) },
        request.body.phone,
      );
      return reply.code(201).send(started);
    },
  );

  // Provider callbacks: answered 200 once stored (committed), so a process killed right after loses nothing.
  app.post(
    '/payments/callbacks/clickpesa',
    {
      config: { ...publicRoute, refusals: callbackRefusals },
      schema: {
        tags: ['payments'],
        summary: "ClickPesa's webhook (checksum-signed)",
        body: z.unknown(),
        response: { 200: callbackAnswer, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      await payments.receiveCallback('clickpesa', callbackRequest(request));
      return { received: true as const };
    },
  );

  app.post(
    '/payments/callbacks/azampay/:secret',
    {
      // The URL holds the secret: the per-request log lines (info) would write it into every log.
      logLevel: 'warn',
      config: { ...publicRoute, refusals: callbackRefusals },
      schema: {
        tags: ['payments'],
        summary: "AzamPay's callback: the URL holds our secret, and each one is confirmed by a status query",
        params: azamPayCallbackParams,
        body: z.unknown(),
        response: { 200: callbackAnswer, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
      },
    },
    async (request) => {
      await payments.receiveCallback('azampay', callbackRequest(request, { secret: request.params.secret }));
      return { received: true as const };
    },
  );

  const admin = { access: 'admin' as const };

  app.get(
    '/admin/payments',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: 'Payments, newest first: search by reference or phone, filter by status or provider',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsResponse, 400: errorBody },
      },
    },
    async (request) => payments.adminList(request.query),
  );

  app.get(
    '/admin/payments/:id',
    {
      config: { ...admin, refusals: { 404: ['payments.not_found'] } },
      schema: {
        tags: ['admin'],
        summary: "A payment's full history: provider events and refunds",
        params: paymentIdParams,
        response: { 200: adminPaymentDetail, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => payments.adminDetail(request.params.id),
  );

  app.post(
    '/admin/payments/:id/refund',
    {
      config: {
        ...admin,
        refusals: {
          404: ['payments.not_found'],
          422: ['payments.refund_not_paid', 'payments.refund_too_much', 'payments.refund_through_purpose'],
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Give back all or part of a received payment (audited)',
        params: paymentIdParams,
        body: refundBody,
        response: { 201: paymentRefund, 400: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
      const refund = await payments.adminRefund({
        attemptId: request.params.id,
        amountTzs: request.body.amountTzs,
        byUserId: request.user.id,
        reason: request.body.reason,
      });
      return reply.code(201).send(refund);
    },
  );

  app.post(
    '/admin/payments/:id/refunds/:refundId/again',
    {
      config: {
        ...admin,
        refusals: {
          404: ['payments.refund_not_found'],
          409: ['payments.refund_sent_again'],
          422: ['payments.refund_not_failed', 'payments.refund_too_much'],
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Send a refund the provider refused again, once (audited)',
        params: refundParams,
        response: { 201: paymentRefund, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
      const refund = await payments.sendRefundAgain({
        attemptId: request.params.id,
        refundId: request.params.refundId,
        byUserId: request.user.id,
      });
      return reply.code(201).send(refund);
    },
  );

  // The demo phone: only while the simulator is the provider (404 otherwise).
  app.get(
    '/dev/phone',
    {
      config: {
        ...publicRoute,
        refusals: { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] },
      },
      schema: {
        tags: ['payments'],
        summary: 'Demo mode: the payment prompts sent to a number, as its phone shows them',
        querystring: devPhoneQuery,
        response: { 200: devPhoneResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => pushesOnPhone(payments, request.query.number),
  );

  const answerRefusals = {
    404: ['payments.simulator_off', 'payments.push_not_found'],
    409: ['payments.push_answered'],
  } as const;

  app.post(
    '/dev/phone/pushes/:id/approve',
    {
      config: { ...publicRoute, refusals: answerRefusals },
      schema: {
        tags: ['payments'],
        summary: 'Demo mode: enter the PIN on the phone to approve a payment',
        params: devPhonePushParams,
        body: devPhoneApproveBody,
        response: { 200: devPhoneAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => answerPush(payments, request.params.id, 'approve'),
  );

  app.post(
    '/dev/phone/pushes/:id/decline',
    {
      config: { ...publicRoute, refusals: answerRefusals },
      schema: {
        tags: ['payments'],
        summary: 'Demo mode: press Decline on the phone',
        params: devPhonePushParams,
        response: { 200: devPhoneAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => answerPush(payments, request.params.id, 'decline'),
  );
};
