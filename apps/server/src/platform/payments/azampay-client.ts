// What AzamPay's collections and disbursement share: one token from its authenticator (the same app credentials for
// both), sent with the API key to whichever host is asked, and the reading of its unsigned callbacks.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CallbackRejected, type CallbackRequest, ProviderUnavailable } from './mobile-money-provider.ts';
import { callProvider, type ProviderAnswer, providerMessage } from './provider-http.ts';

export type AzamPayClientSettings = {
  authUrl: string;
  appName: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  timeoutMs: number;
};

export type AzamPayClient = {
  /** With the cached token; once more with a fresh one if it was refused (401 means nothing was done). */
  call(path: string, method: 'GET' | 'POST', body?: Record<string, unknown>): Promise<ProviderAnswer>;
};

const TOKEN_REUSE_MS = 55 * 60_000;

/** Calls to `apiUrl` (checkout and disbursement live on different hosts) with a token from the authenticator. */
export function createAzamPayClient(settings: AzamPayClientSettings, apiUrl: string): AzamPayClient {
  const authUrl = settings.authUrl.replace(/\/$/, '');
  const base = apiUrl.replace(/\/$/, '');
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

  return {
    async call(path, method, body) {
      const send = async () =>
        callProvider(
          `${base}${path}`,
          { method, headers: { authorization: await bearer(), 'x-api-key': settings.apiKey }, body },
          settings.timeoutMs,
        );
      const answer = await send();
      if (answer.status !== 401) return answer;
      token = null;
      return send();
    },
  };
}

/** AzamPay's words for an outcome, in whatever case it writes them. */
export function statusWord(value: unknown): 'pending' | 'succeeded' | 'failed' {
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

/** AzamPay signs no callback: the secret in the callback URL is what tells ours from a stranger's. */
function sameSecret(given: string, expected: string): boolean {
  // Hashed first, so the comparison takes the same time whatever the given secret's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A callback's fields, keys lower-cased, once it came to the URL holding our secret; refused otherwise. What it says
 * is still confirmed by a status query before it is believed.
 */
export function callbackFields(request: CallbackRequest, secret: string): Record<string, unknown> {
  if (!sameSecret(request.params.secret ?? '', secret)) {
    throw new CallbackRejected('secret', 'The callback came to a URL without our secret.');
  }
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CallbackRejected('body', 'The callback is not a JSON object.');
  }
  return lowerKeys(body as Record<string, unknown>);
}
