// ClickPesa mobile-money payouts (docs.clickpesa.com, "Payout API", checked 2026): a preview gives the wallet's name
// and the fee, the payout goes by our order reference, its status is read back by that reference, and webhooks come
// signed with the collections' checksum. Same token, same checksum key as collections (clickpesa-client.ts).

import { fromOrderReference, hasValidChecksum, toOrderReference } from './clickpesa-checksum.ts';
import { type ClickPesaClientSettings, createClickPesaClient } from './clickpesa-client.ts';
import { CallbackRejected, ProviderUnavailable } from './mobile-money-provider.ts';
import type { PayoutProvider, PayoutState, PayoutStatus } from './payout-provider.ts';
import { msisdn, providerMessage, wholeShillings } from './provider-http.ts';

type Payout = {
  id?: string;
  status?: string;
  orderReference?: string;
  fee?: unknown;
  notes?: string;
  message?: string;
};

type Preview = {
  fee?: unknown;
  receiver?: { accountName?: unknown };
};

/**
 * ClickPesa's payout statuses: AUTHORIZED (about to begin), PENDING, PROCESSING, SUCCESS, FAILED, and REFUNDED or
 * REVERSED (failed with the money back, by ClickPesa's fault or the network's; a SUCCESS can later become REVERSED).
 */
function payoutState(status: unknown): PayoutState {
  if (status === 'SUCCESS') return 'succeeded';
  if (status === 'FAILED') return 'failed';
  if (status === 'REFUNDED' || status === 'REVERSED') return 'reversed';
  return 'pending'; // AUTHORIZED, PENDING, PROCESSING, or anything new: keep asking
}

/** ClickPesa writes fees with cents ("47.10"); our ledger holds whole shillings, rounded up so a fee is never short. */
function feeOf(value: unknown): number | undefined {
  const fee = wholeShillings(value);
  return fee === undefined ? undefined : Math.ceil(fee);
}

const messageOf = (payout: Payout) => payout.message ?? payout.notes;

export function createClickPesaPayouts(settings: ClickPesaClientSettings): PayoutProvider {
  const { call, signed } = createClickPesaClient(settings);

  async function payoutStatus(reference: string): Promise<PayoutStatus> {
    const answer = await call(`/payouts/${toOrderReference(reference)}`, 'GET');
    if (answer.status === 404) return { status: 'not_found', raw: answer.body };
    if (answer.status >= 400)
      throw new ProviderUnavailable(`ClickPesa payout status: ${providerMessage(answer)}`);
    const payouts = (Array.isArray(answer.body) ? answer.body : [answer.body]).filter(Boolean) as Payout[];
    // One order reference, one payout; the latest word on it is the last one listed.
    const payout = payouts[payouts.length - 1];
    if (!payout) return { status: 'not_found', raw: answer.body };
    return {
      status: payoutState(payout.status),
      providerReference: payout.id,
      feeTzs: feeOf(payout.fee),
      message: messageOf(payout),
      raw: answer.body,
    };
  }

  return {
    name: 'clickpesa',

    async lookup(input) {
      const answer = await call(
        '/payouts/preview-mobile-money-payout',
        'POST',
        signed({
          amount: input.amountTzs,
          currency: 'TZS',
          orderReference: toOrderReference(input.reference),
          phoneNumber: msisdn(input.phone),
        }),
      );
      // A refusal (no wallet on the number, an amount out of range, our balance too low) names no one; the payout
      // itself would be refused the same way and say why. The interface has no refusal here: raw keeps the message.
      if (answer.status >= 400) {
        return {
          accountName: null,
          feeTzs: 0,
          raw: { refused: providerMessage(answer), answer: answer.body },
        };
      }
      const preview = (answer.body ?? {}) as Preview;
      const name = preview.receiver?.accountName;
      return {
        accountName: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
        feeTzs: feeOf(preview.fee) ?? 0,
        raw: answer.body,
      };
    },

    async sendPayout(input) {
      const answer = await call(
        '/payouts/create-mobile-money-payout',
        'POST',
        signed({
          amount: input.amountTzs,
          currency: 'TZS',
          orderReference: toOrderReference(input.reference),
          phoneNumber: msisdn(input.phone),
        }),
      );
      if (answer.status >= 400) {
        // A refusal usually means nothing was created; but should the order reference already be taken (a payout
        // sent before whose answer was lost), "failed" would be a lie about money that may be on its way. ClickPesa
        // documents no duplicate error, so every refusal is checked against the reference before it is believed.
        const existing = await payoutStatus(input.reference);
        if (existing.status === 'not_found') {
          return { status: 'failed', message: providerMessage(answer), raw: answer.body };
        }
        return {
          status: existing.status === 'reversed' ? 'failed' : existing.status,
          providerReference: existing.providerReference,
          message: `${providerMessage(answer)} (a payout with this reference exists)`,
          raw: { refusal: answer.body, existing: existing.raw },
        };
      }
      const payout = (answer.body ?? {}) as Payout;
      const state = payoutState(payout.status);
      return {
        // AUTHORIZED is the usual answer: accepted, not paid. Money that came straight back is a failure here.
        status: state === 'reversed' ? 'failed' : state,
        providerReference: payout.id,
        feeTzs: feeOf(payout.fee),
        message: messageOf(payout),
        raw: answer.body,
      };
    },

    async getPayoutStatus(query) {
      return payoutStatus(query.reference);
    },

    async readPayoutCallback(request) {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new CallbackRejected('body', 'The callback is not a JSON object.');
      }
      if (!hasValidChecksum(settings.checksumKey, body as Record<string, unknown>)) {
        throw new CallbackRejected('signature', 'The checksum is missing or does not match the payload.');
      }
      const { event, data } = body as { event?: unknown; data?: Payout };
      const reference =
        typeof data?.orderReference === 'string' ? fromOrderReference(data.orderReference) : null;
      // A payment's webhook sent to the payouts' URL is not ours to read here.
      if (typeof event !== 'string' || !event.startsWith('PAYOUT ') || !data || !reference) {
        throw new CallbackRejected(
          'body',
          'The callback names no payout event or no order reference of ours.',
        );
      }
      // ClickPesa documents PAYOUT INITIATED, PAYOUT REFUNDED and PAYOUT REVERSED, and no PAYOUT SUCCESS or PAYOUT
      // FAILED (docs.clickpesa.com/home/webhooks, checked 2026). INITIATED carries the payout's status, which its
      // sample shows as SUCCESS: that status is what counts, so an event named otherwise later is read the same way.
      const status: PayoutState =
        event === 'PAYOUT REFUNDED' || event === 'PAYOUT REVERSED' ? 'reversed' : payoutState(data.status);
      return {
        eventId: `${event}:${data.id ?? reference}:${data.status ?? ''}`,
        reference,
        status,
        providerReference: data.id,
        message: messageOf(data),
        raw: body,
      };
    },
  };
}
