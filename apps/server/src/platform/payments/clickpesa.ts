// ClickPesa (one integration for M-Pesa, Mixx by Yas, Airtel Money and HaloPesa): USSD push, status by order
// reference, checksum-signed webhooks, refunds as a mobile-money payout to the payer's number.
// API: https://docs.clickpesa.com (base https://api.clickpesa.com/third-parties; sandbox keys use the same base).

import { fromOrderReference, hasValidChecksum, toOrderReference } from './clickpesa-checksum.ts';
import { type ClickPesaClientSettings, createClickPesaClient } from './clickpesa-client.ts';
import { createClickPesaPayouts } from './clickpesa-payouts.ts';
import {
  CallbackRejected,
  type CollectionStatus,
  type MobileMoneyProvider,
  ProviderUnavailable,
} from './mobile-money-provider.ts';
import { msisdn, providerMessage, wholeShillings } from './provider-http.ts';

export type ClickPesaSettings = ClickPesaClientSettings;

type Payment = {
  id?: string;
  status?: string;
  orderReference?: string;
  collectedAmount?: unknown;
  message?: string;
};

function collectionStatus(status: unknown): 'pending' | 'succeeded' | 'failed' {
  if (status === 'SUCCESS' || status === 'SETTLED') return 'succeeded';
  if (status === 'FAILED') return 'failed';
  return 'pending'; // PROCESSING, PENDING, or anything new: keep asking
}

export function createClickPesaProvider(settings: ClickPesaSettings): MobileMoneyProvider {
  const { call, signed } = createClickPesaClient(settings);
  const payouts = createClickPesaPayouts(settings);

  return {
    name: 'clickpesa',

    async startCollection(input) {
      const answer = await call(
        '/payments/initiate-ussd-push-request',
        'POST',
        signed({
          amount: String(input.amountTzs),
          currency: 'TZS',
          orderReference: toOrderReference(input.reference),
          phoneNumber: msisdn(input.phone),
        }),
      );
      if (answer.status >= 400)
        return { status: 'failed', message: providerMessage(answer), raw: answer.body };
      const payment = (answer.body ?? {}) as Payment;
      return {
        status: collectionStatus(payment.status),
        providerReference: payment.id,
        message: payment.message,
        raw: answer.body,
      };
    },

    async getStatus(query): Promise<CollectionStatus> {
      const answer = await call(`/payments/${toOrderReference(query.reference)}`, 'GET');
      if (answer.status === 404) return { status: 'not_found', raw: answer.body };
      if (answer.status >= 400) throw new ProviderUnavailable(`ClickPesa status: ${providerMessage(answer)}`);
      const payments = (Array.isArray(answer.body) ? answer.body : [answer.body]).filter(
        Boolean,
      ) as Payment[];
      // One order reference, one push; should ClickPesa ever list several, a success among them is what counts.
      const payment =
        payments.find((one) => collectionStatus(one.status) === 'succeeded') ?? payments[payments.length - 1];
      if (!payment) return { status: 'not_found', raw: answer.body };
      return {
        status: collectionStatus(payment.status),
        amountTzs: wholeShillings(payment.collectedAmount),
        providerReference: payment.id,
        message: payment.message,
        raw: answer.body,
      };
    },

    async readCallback(request) {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new CallbackRejected('body', 'The callback is not a JSON object.');
      }
      if (!hasValidChecksum(settings.checksumKey, body as Record<string, unknown>)) {
        throw new CallbackRejected('signature', 'The checksum is missing or does not match the payload.');
      }
      const { event, data } = body as { event?: unknown; data?: Payment & { amount?: unknown } };
      const reference =
        typeof data?.orderReference === 'string' ? fromOrderReference(data.orderReference) : null;
      if (typeof event !== 'string' || !data || !reference) {
        throw new CallbackRejected('body', 'The callback names no event or no order reference of ours.');
      }
      const status =
        event === 'PAYMENT RECEIVED' ? 'succeeded' : event === 'PAYMENT FAILED' ? 'failed' : 'pending';
      return {
        eventId: `${event}:${data.id ?? reference}:${data.status ?? ''}`,
        reference,
        status,
        amountTzs: wholeShillings(data.collectedAmount ?? data.amount),
        providerReference: data.id,
        message: data.message,
        raw: body,
      };
    },

    // ClickPesa has no refund of a collection; the money goes back as a mobile-money payout to the payer's number,
    // by the refund's id as its order reference, so its status is the payout's.
    async refund(input) {
      const started = await payouts.sendPayout({
        reference: input.refundId,
        amountTzs: input.amountTzs,
        phone: input.phone,
        accountName: null,
        description: 'Sherehe refund',
      });
      return {
        status: started.status,
        providerReference: started.providerReference,
        message: started.message,
        raw: started.raw,
      };
    },

    async refundStatus({ refundId }) {
      const payout = await payouts.getPayoutStatus({ reference: refundId, phone: '' });
      return {
        // Reversed: it reached the payer and the network took it back, so it is owed again.
        status: payout.status === 'reversed' ? 'failed' : payout.status,
        providerReference: payout.providerReference,
        message: payout.message,
        raw: payout.raw,
      };
    },
  };
}
