// What ClickPesa's collections and payouts share: one bearer token from the client id and API key, renewed before
// it expires and once more when refused, and the payload checksum. Both adapters call ClickPesa only through this.
import { clickPesaChecksum } from './clickpesa-checksum.ts';
import { ProviderUnavailable } from './mobile-money-provider.ts';
import { callProvider, type ProviderAnswer, providerMessage } from './provider-http.ts';

export type ClickPesaClientSettings = {
  apiUrl: string;
  clientId: string;
  apiKey: string;
  checksumKey: string;
  timeoutMs: number;
};

export type ClickPesaClient = {
  /** With the cached token; once more with a fresh one if it was refused (401 means nothing was done). */
  call(path: string, method: 'GET' | 'POST', body?: Record<string, unknown>): Promise<ProviderAnswer>;
  /** The payload with its checksum, as ClickPesa checks it. */
  signed(payload: Record<string, unknown>): Record<string, unknown>;
};

// A token lives one hour; renewed a little before, so one never expires between our check and the provider's.
const TOKEN_REUSE_MS = 55 * 60_000;

export function createClickPesaClient(settings: ClickPesaClientSettings): ClickPesaClient {
  const base = settings.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const answer = await callProvider(
      `${base}/generate-token`,
      { method: 'POST', headers: { 'client-id': settings.clientId, 'api-key': settings.apiKey } },
      settings.timeoutMs,
    );
    const given = (answer.body as { token?: unknown } | null)?.token;
    if (answer.status !== 200 || typeof given !== 'string') {
      // Our keys are wrong or revoked: nothing was asked of anyone, but nothing can be until someone fixes them.
      throw new ProviderUnavailable(`ClickPesa refused a token: ${providerMessage(answer)}`);
    }
    const value = given.startsWith('Bearer ') ? given : `Bearer ${given}`;
    token = { value, until: Date.now() + TOKEN_REUSE_MS };
    return value;
  }

  return {
    async call(path, method, body) {
      const send = async () =>
        callProvider(
          `${base}${path}`,
          { method, headers: { authorization: await bearer() }, body },
          settings.timeoutMs,
        );
      const answer = await send();
      if (answer.status !== 401) return answer;
      token = null;
      return send();
    },

    signed(payload) {
      return { ...payload, checksum: clickPesaChecksum(settings.checksumKey, payload) };
    },
  };
}
