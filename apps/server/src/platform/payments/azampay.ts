// AzamPay: a token from its authenticator, a USSD push by /azampay/mno/checkout to the wallet of the phone's network,
// status by /azampay/gettransactionstatus. Its callbacks are not signed, so a callback is trusted only when it comes
// to the URL holding our secret AND a status query to AzamPay says the same. It offers no refund of a collection we
// use: a refund is recorded as a manual step for an admin (see docs/decisions/013).
// Sandbox: https://authenticator-sandbox.azampay.co.tz and https://sandbox.azampay.co.tz.
import { createHash, timingSafeEqual } from 'node:crypto';
import { type MobileNetwork, mobileNetworkOf } from '@sherehe/core/mobile-networks';
import {
  CallbackRejected,
  type CollectionStatus,
  type MobileMoneyProvider,
  ProviderUnavailable,
} from './mobile-money-provider.ts';
import {
  callProvider,
  msisdn,
  type ProviderAnswer,
  providerMessage,
  wholeShillings,
} from './provider-http.ts';

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

const TOKEN_REUSE_MS = 55 * 60_000;

function statusWord(value: unknown): 'pending' | 'succeeded' | 'failed' {
  const word = String(value ?? '').toLowerCase();
  if (word === 'success' || word === 'successful' || word === 'completed') return 'succeeded';
  if (
    word === 'failure' ||
    word === 'failed' ||
    word === 'fail' ||
    word === 'cancelled' ||
    word === 'rejected'
  ) {
    return 'failed';
  }
  return 'pending';
}

/** Integrations report the callback's fields in either case (utilityref, utilityRef…): read them case-blind. */
function lowerKeys(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(given: string, expected: string): boolean {
  // Hashed first, so the comparison takes the same time whatever the given secret's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createAzamPayProvider(settings: AzamPaySettings): MobileMoneyProvider {
  const authUrl = settings.authUrl.replace(/\/$/, '');
  const apiUrl = settings.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const answer = await callProvider(
      `${authUrl}/AppRegistration/GenerateToken`,
      {
        method: 'POST',
        body: { appName: settings.appName, clientId: settings.clientId, clientSecret: settings.clientSecret },
      },
      settings.timeoutMs,
    );
    const data = (answer.body as { data?: { accessToken?: unknown; expire?: unknown } } | null)?.data;
    if (answer.status !== 200 || typeof data?.accessToken !== 'string') {
      throw new ProviderUnavailable(`AzamPay refused a token: ${providerMessage(answer)}`);
    }
    const expires = typeof data.expire === 'string' ? Date.parse(data.expire) - 60_000 : Number.NaN;
    token = {
      value: `Bearer ${data.accessToken}`,
      until: Math.min(
        Date.now() + TOKEN_REUSE_MS,
        Number.isNaN(expires) ? Number.POSITIVE_INFINITY : expires,
      ),
    };
    return token.value;
  }

  async function call(
    path: string,
    method: 'GET' | 'POST',
    body?: Record<string, unknown>,
  ): Promise<ProviderAnswer> {
    const send = async () =>
      callProvider(
        `${apiUrl}${path}`,
        { method, headers: { authorization: await bearer(), 'x-api-key': settings.apiKey }, body },
        settings.timeoutMs,
      );
    const answer = await send();
    if (answer.status !== 401) return answer;
    token = null;
    return send();
  }

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
      if (!sameSecret(request.params.secret ?? '', settings.callbackSecret)) {
        throw new CallbackRejected('secret', 'The callback came to a URL without our secret.');
      }
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw new CallbackRejected('body', 'The callback is not a JSON object.');
      }
      const fields = lowerKeys(body as Record<string, unknown>);
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
        raw: { callback: body, confirmation: confirmed.raw },
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
