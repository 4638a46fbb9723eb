// AzamPay: a token from its authenticator, a USSD push by /azampay/mno/checkout to the wallet of the phone's network,
// status by /azampay/gettransactionstatus. Its callbacks are not signed, so a callback is trusted only when it comes
// to the URL holding our secret AND a status query to AzamPay says the same. It offers no refund of a collection we
// use: a refund is recorded as a manual step for an admin (see docs/decisions/013).
// Sandbox: https://authenticator-sandbox.azampay.co.tz and https://sandbox.azampay.co.tz.
import { type MobileNetwork, mobileNetworkOf } from '@sherehe/core/mobile-networks';
import { callbackFields, createAzamPayClient, statusWord } from './azampay-client.ts';
import {
  CallbackRejected,
  type CollectionStatus,
  type MobileMoneyProvider,
  ProviderUnavailable,
} from './mobile-money-provider.ts';
import { msisdn, providerMessage, wholeShillings } from './provider-http.ts';

export type AzamPaySettings = {
  authUrl: string;
  apiUrl: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  callbackSecret: string;
  timeoutMs: number;
};

/** AzamPay's name for each network's wallet (its `provider` field). TTCL's T-Pesa is not among them. */
const azamProviders: Partial<Record<MobileNetwork, string>> = {
  vodacom: 'Mpesa',
  yas: 'Tigo',
  airtel: 'Airtel',
  halotel: 'Halopesa',
};

export function azamPayProviderOf(phone: string): string | null {
  const network = mobileNetworkOf(phone);
  return network ? (azamProviders[network] ?? null) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAzamPayProvider(settings: AzamPaySettings): MobileMoneyProvider {
  const { call } = createAzamPayClient(settings, settings.apiUrl);

  async function transactionStatus(providerReference: string, bankName: string): Promise<CollectionStatus> {
    const query = new URLSearchParams({ pgReferenceId: providerReference, bankName });
    const answer = await call(`/azampay/gettransactionstatus?${query}`, 'GET');
    if (answer.status === 404) return { status: 'not_found', raw: answer.body };
    if (answer.status >= 400) throw new ProviderUnavailable(`AzamPay status: ${providerMessage(answer)}`);
    const body = (answer.body ?? {}) as { data?: unknown; message?: unknown; success?: unknown };
    return {
      status: statusWord(body.data),
      providerReference,
      message: typeof body.message === 'string' ? body.message : undefined,
      raw: answer.body,
    };
  }

  return {
    name: 'azampay',

    async startCollection(input) {
      const provider = azamPayProviderOf(input.phone);
      if (!provider) {
        return { status: 'failed', message: 'AzamPay reaches no wallet on this number’s network', raw: null };
      }
      const answer = await call('/azampay/mno/checkout', 'POST', {
        accountNumber: msisdn(input.phone),
        amount: String(input.amountTzs),
        currency: 'TZS',
        externalId: input.reference,
        provider,
      });
      const body = (answer.body ?? {}) as { success?: unknown; transactionId?: unknown; message?: unknown };
      if (answer.status >= 400 || body.success !== true) {
        return { status: 'failed', message: providerMessage(answer), raw: answer.body };
      }
      return {
        status: 'pending',
        providerReference: typeof body.transactionId === 'string' ? body.transactionId : undefined,
        raw: answer.body,
      };
    },

    async getStatus(query) {
      const provider = azamPayProviderOf(query.phone);
      // Without AzamPay's transaction id (the push's answer never came) there is nothing to ask about.
      if (!query.providerReference || !provider) return { status: 'not_found', raw: null };
      return transactionStatus(query.providerReference, provider);
    },

    async readCallback(request) {
      const fields = callbackFields(request, settings.callbackSecret);
      const reference = String(fields.utilityref ?? '');
      const providerReference = String(fields.reference ?? fields.transid ?? '');
      const operator = String(fields.operator ?? '');
      if (!uuidPattern.test(reference) || providerReference === '' || operator === '') {
        throw new CallbackRejected('body', 'The callback names no reference of ours, or no operator.');
      }
      // Unsigned: what it claims counts only once AzamPay itself confirms it.
      const confirmed = await transactionStatus(providerReference, operator);
      const claimed = statusWord(fields.transactionstatus);
      if (confirmed.status === 'not_found') {
        throw new CallbackRejected('unconfirmed', 'AzamPay knows no such transaction.');
      }
      return {
        eventId: `${providerReference}:${confirmed.status}`,
        reference: reference.toLowerCase(),
        status: confirmed.status,
        amountTzs: wholeShillings(fields.amount),
        providerReference,
        message:
          claimed === confirmed.status
            ? String(fields.message ?? '') || undefined
            : 'callback disagreed with the status query',
        raw: { callback: request.body, confirmation: confirmed.raw },
      };
    },

    async refund() {
      return {
        status: 'manual',
        message: 'AzamPay: send the money back by hand, then mark the refund done',
        raw: null,
      };
    },
  };
}
