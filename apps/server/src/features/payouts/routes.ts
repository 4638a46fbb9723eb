// /api/v1/vendor/money, /vendor/payout-account, /vendor/payouts and the providers' payout callbacks. HTTP only.
import { errorBody } from '@sherehe/core/api/errors';
import { callbackAnswer, devPhoneQuery } from '@sherehe/core/api/payments';
import {
  devPhoneMoneyResponse,
  payoutAccountBody,
  payoutAccountResponse,
  vendorMoneyResponse,
} from '@sherehe/core/api/payouts';
import { statementExportQuery, statementParams, vendorStatement } from '@sherehe/core/api/statements';
import { maskPhone } from '@sherehe/core/mobile-networks';
import { normalizePhone } from '@sherehe/core/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { AppError } from '../../platform/errors.ts';
import { messageRefusals } from '../../platform/outbound/budget.ts';
import type { PayoutProvider } from '../../platform/payments/payout-provider.ts';
import type { SimulatorPayouts } from '../../platform/payments/simulator-payouts.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { setPayoutAccount } from './payout-account.ts';
import { vendorOfUser } from './queries.ts';
import { type PayoutDeps, payoutCallback, startPayout, startPayoutRefusals } from './service.ts';
import { sendStatementFile } from './statement-files.ts';
import { vendorStatement as statementOf } from './statements.ts';
import { vendorMoney } from './vendor-money.ts';

export type PayoutRouteDeps = PayoutDeps & { publicUrl: string };

const tags = ['money out'];

const isSimulator = (provider: PayoutProvider): provider is SimulatorPayouts => 'payoutsTo' in provider;
const vendor = { access: 'vendor' as const };

async function ownerOf(deps: PayoutRouteDeps, request: FastifyRequest) {
  const owner = await vendorOfUser(deps.db, signedInUser(request).id);
  if (!owner) throw new AppError('not_found', 'payouts.not_vendor');
  return owner;
}

export const payoutRoutes: FastifyPluginAsyncZod<PayoutRouteDeps> = async (app, deps) => {
  app.get(
    '/vendor/money',
    {
      config: { ...vendor, refusals: { 404: ['payouts.not_vendor'] } },
      schema: {
        tags,
        summary:
          "The vendor's held, releasable and paid-out money, by order, with the payout number and payouts",
        response: { 200: vendorMoneyResponse, 404: errorBody },
      },
    },
    async (request) => vendorMoney(deps.db, (await ownerOf(deps, request)).vendor_id, deps.provider !== null),
  );

  const statementFor = async (request: FastifyRequest, month: string) => {
    const owner = await ownerOf(deps, request);
    return statementOf(deps.db, { id: owner.vendor_id, name: owner.business_name }, month);
  };

  app.get(
    '/vendor/statements/:month',
    {
      config: { ...vendor, refusals: { 400: ['statements.month_invalid'], 404: ['payouts.not_vendor'] } },
      schema: {
        tags,
        summary:
          "One month of the vendor's money: every payment, fee, refund, release and payout, with balances",
        params: statementParams,
        response: { 200: vendorStatement, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return statementFor(request, request.params.month);
    },
  );

  app.get(
    '/vendor/statements/:month/export',
    {
      config: {
        ...vendor,
        refusals: {
          400: ['statements.month_invalid', 'statements.format_invalid'],
          404: ['payouts.not_vendor'],
        },
      },
      schema: {
        tags,
        summary:
          "The month's statement as a file: CSV for a spreadsheet or PDF to keep, in English or Swahili",
        params: statementParams,
        querystring: statementExportQuery,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: z.unknown().describe('The CSV or PDF file'), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) =>
      sendStatementFile(reply, await statementFor(request, request.params.month), request.query),
  );

  app.put(
    '/vendor/payout-account',
    {
      config: {
        ...vendor,
        refusals: {
          400: [
            'payments.phone_invalid',
            'checkout.phone_required',
            'account.current_password_required',
            'account.current_password_wrong',
          ],
          404: ['payouts.not_vendor'],
          422: ['payouts.unavailable', 'account.no_password_yet'],
          429: ['request.too_many', ...messageRefusals],
          503: ['payouts.lookup_failed'],
        },
      },
      bodyLimit: 2048,
      schema: {
        tags,
        summary:
          'Set or change the mobile-money number payouts go to (the password again; a change waits a day)',
        body: payoutAccountBody,
        response: {
          200: payoutAccountResponse,
          400: errorBody,
          404: errorBody,
          422: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const owner = await ownerOf(deps, request);
      const account = await setPayoutAccount(deps, owner, request.body);
      return {
        account: {
          phone: maskPhone(account.phone),
          accountName: account.accountName,
          pausedUntil: account.pausedUntil?.toISOString() ?? null,
        },
      };
    },
  );

  app.post(
    '/vendor/payouts',
    {
      config: {
        ...vendor,
        refusals: {
          404: ['payouts.not_vendor'],
          409: [...startPayoutRefusals[409]],
          422: [...startPayoutRefusals[422]],
        },
      },
      schema: {
        tags,
        summary: 'Pay me now: everything releasable goes to the payout number, from the minimum up',
        response: { 200: vendorMoneyResponse, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const owner = await ownerOf(deps, request);
      await deps.db.transaction((tx) => startPayout(deps, tx, owner.vendor_id, 'asked', owner.user_id));
      deps.jobs.kick();
      return vendorMoney(deps.db, owner.vendor_id, deps.provider !== null);
    },
  );

  app.get(
    '/dev/phone/money',
    {
      config: {
        ...publicRoute,
        refusals: { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] },
      },
      schema: {
        tags: ['demo phone'],
        summary:
          'The money the simulator paid out to a number, newest first (only while payments are simulated)',
        querystring: devPhoneQuery,
        response: { 200: devPhoneMoneyResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const provider = deps.provider;
      if (!provider || !isSimulator(provider)) throw new AppError('not_found', 'payments.simulator_off');
      const phone = normalizePhone(request.query.number);
      if (!phone) throw new AppError('validation', 'payments.phone_invalid');
      const received = await provider.payoutsTo(phone);
      return {
        phone,
        received: received.map((row) => ({
          id: row.reference,
          amountTzs: row.amountTzs,
          from: row.merchant,
          receivedAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  const callbackRefusals = {
    401: ['payouts.callback_forged'],
    404: ['payouts.callback_unknown_provider'],
  } as const;

  // Answered 200 once stored (committed), so a process killed right after loses nothing.
  const callback = async (provider: string, request: FastifyRequest, params: Record<string, string>) => {
    if (deps.provider?.name !== provider)
      throw new AppError('not_found', 'payouts.callback_unknown_provider');
    await payoutCallback(deps, { headers: request.headers, body: request.body, params });
    return { received: true as const };
  };
  const callbackResponses = { 200: callbackAnswer, 401: errorBody, 404: errorBody };

  app.post(
    '/payouts/callbacks/clickpesa',
    {
      config: { ...publicRoute, refusals: callbackRefusals },
      schema: {
        tags,
        summary: "ClickPesa's payout webhook (checksum-signed)",
        body: z.unknown(),
        response: callbackResponses,
      },
    },
    (request) => callback('clickpesa', request, {}),
  );

  app.post(
    '/payouts/callbacks/azampay/:secret',
    {
      // The URL holds the secret: the per-request log lines (info) would write it into every log.
      logLevel: 'warn',
      config: { ...publicRoute, refusals: callbackRefusals },
      schema: {
        tags,
        summary:
          "AzamPay's disbursement callback: the URL holds our secret, and each one is confirmed by a status query",
        params: z.object({ secret: z.string().max(200) }),
        body: z.unknown(),
        response: callbackResponses,
      },
    },
    (request) => callback('azampay', request, { secret: request.params.secret }),
  );
};
