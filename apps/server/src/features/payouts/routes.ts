// /api/v1/vendor/money, /vendor/payout-account, /vendor/payouts and the providers' payout callbacks. HTTP only.
import { payoutsEndpoints as payouts } from '@sherehe/core/api/payouts-endpoints';
import { statementsEndpoints as statements } from '@sherehe/core/api/statements-endpoints';
import { maskPhone } from '@sherehe/core/mobile-networks';
import { normalizePhone } from '@sherehe/core/phone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import type { PayoutProvider } from '../../platform/payments/payout-provider.ts';
import type { SimulatorPayouts } from '../../platform/payments/simulator-payouts.ts';
import { setPayoutAccount } from './payout-account.ts';
import { vendorOfUser } from './queries.ts';
import { type PayoutDeps, payoutCallback, startPayout } from './service.ts';
import { sendStatementFile } from './statement-files.ts';
import { vendorStatement as statementOf } from './statements.ts';
import { vendorMoney } from './vendor-money.ts';

export type PayoutRouteDeps = PayoutDeps & { publicUrl: string };

const isSimulator = (provider: PayoutProvider): provider is SimulatorPayouts => 'payoutsTo' in provider;

async function ownerOf(deps: PayoutRouteDeps, request: FastifyRequest) {
  const owner = await vendorOfUser(deps.db, signedInUser(request).id);
  if (!owner) throw new AppError('not_found', 'payouts.not_vendor');
  return owner;
}

export const payoutRoutes: FastifyPluginAsyncZod<PayoutRouteDeps> = async (app, deps) => {
  route(app, payouts.vendorMoney, { access: 'vendor' }, async (request) =>
    vendorMoney(deps.db, (await ownerOf(deps, request)).vendor_id, deps.provider !== null),
  );

  const statementFor = async (request: FastifyRequest, month: string) => {
    const owner = await ownerOf(deps, request);
    return statementOf(deps.db, { id: owner.vendor_id, name: owner.business_name }, month);
  };

  route(app, statements.vendorMonth, { access: 'vendor' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return statementFor(request, request.params.month);
  });

  route(app, statements.vendorExport, { access: 'vendor' }, async (request, reply) =>
    sendStatementFile(reply, await statementFor(request, request.params.month), request.query),
  );

  route(app, payouts.setPayoutAccount, { access: 'vendor', bodyLimit: 2048 }, async (request) => {
    const owner = await ownerOf(deps, request);
    const account = await setPayoutAccount(deps, owner, request.body);
    return {
      account: {
        phone: maskPhone(account.phone),
        accountName: account.accountName,
        pausedUntil: account.pausedUntil?.toISOString() ?? null,
      },
    };
  });

  route(app, payouts.payMeNow, { access: 'vendor' }, async (request) => {
    const owner = await ownerOf(deps, request);
    await deps.db.transaction((tx) => startPayout(deps, tx, owner.vendor_id, 'asked', owner.user_id));
    deps.jobs.kick();
    return vendorMoney(deps.db, owner.vendor_id, deps.provider !== null);
  });

  route(app, payouts.devPhoneMoney, { access: 'public' }, async (request) => {
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
  });

  // Answered 200 once stored (committed), so a process killed right after loses nothing.
  const callback = async (provider: string, request: FastifyRequest, params: Record<string, string>) => {
    if (deps.provider?.name !== provider)
      throw new AppError('not_found', 'payouts.callback_unknown_provider');
    await payoutCallback(deps, { headers: request.headers, body: request.body, params });
    return { received: true as const };
  };

  route(app, payouts.clickpesaCallback, { access: 'public' }, (request) =>
    callback('clickpesa', request, {}),
  );

  route(
    app,
    payouts.azampayCallback,
    // The URL holds the secret: the per-request log lines (info) would write it into every log.
    { access: 'public', logLevel: 'warn' },
    (request) => callback('azampay', request, { secret: request.params.secret }),
  );
};
