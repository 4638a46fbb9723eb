// The one way adapters call a provider: JSON over fetch with a deadline. A timeout, a network error or a 5xx throws
// ProviderUnavailable (the outcome is unknown); any other answer is returned for the adapter to read.
import { ProviderUnavailable } from './mobile-money-provider.ts';

export type ProviderAnswer = { status: number; body: unknown; text: string };

export async function callProvider(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text(); // under the same deadline: a provider that sends headers and then hangs is a timeout
  } catch (error) {
    const what =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderUnavailable(`${new URL(url).host} ${what}`, { cause: error });
  }
  if (response.status >= 500) {
    throw new ProviderUnavailable(`${new URL(url).host} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}

/** What a provider said when it refused, for the admin: its message field, else the start of its answer. */
export function providerMessage(answer: ProviderAnswer): string {
  const body = answer.body as { message?: unknown; msg?: unknown; error?: unknown } | null;
  const said = body?.message ?? body?.msg ?? body?.error;
  return `${answer.status}: ${typeof said === 'string' ? said : answer.text.slice(0, 200)}`.slice(0, 500);
}

/** Digits only, as providers take a phone number: `+255754123456` → `255754123456`. */
export const msisdn = (e164: string): string => e164.replace(/^\+/, '');

/**
 * The amount a provider wrote, as a string or a number ("10000", "10000.00", 10000); undefined when it is none. A
 * fraction is kept, not rounded: 10000.4 shillings is not the 10,000 we asked for, and never matches an attempt.
 */
export function wholeShillings(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}
