// Mobile money's settings (docs/decisions/013): its variables, and the provider's settings made from them. A provider
// chosen without its keys stops the start, as any bad value does (config.ts).
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import type { AzamPaySettings } from './platform/payments/azampay.ts';
import type { AzamPayDisbursementSettings } from './platform/payments/azampay-disbursement.ts';
import type { ClickPesaSettings } from './platform/payments/clickpesa.ts';

const positiveInt = z.coerce.number().int().positive();

export const paymentVariables = z.object({
  // Unset: the built-in simulator on the embedded database, none with DATABASE_URL.
  PAYMENTS_PROVIDER: z.enum(['simulator', 'clickpesa', 'azampay']).optional(),
  PAYMENTS_MIN_TZS: positiveInt.default(1_000),
  // M-Pesa's and the other wallets' common per-transaction ceiling.
  PAYMENTS_MAX_TZS: positiveInt.default(5_000_000),
  // How long an attempt may stay unsettled before it expires (after a last status query).
  PAYMENTS_ATTEMPT_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  CLICKPESA_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://api.clickpesa.com/third-parties'),
  CLICKPESA_CLIENT_ID: z.string().min(1).optional(),
  CLICKPESA_API_KEY: z.string().min(1).optional(),
  CLICKPESA_CHECKSUM_KEY: z.string().min(1).optional(),
  AZAMPAY_AUTH_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://authenticator-sandbox.azampay.co.tz'),
  AZAMPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://sandbox.azampay.co.tz'),
  AZAMPAY_APP_NAME: z.string().min(1).optional(),
  AZAMPAY_CLIENT_ID: z.string().min(1).optional(),
  AZAMPAY_CLIENT_SECRET: z.string().min(1).optional(),
  AZAMPAY_API_KEY: z.string().min(1).optional(),
  // AzamPay's disbursement (payouts) has its own host and signs requests with AzamPay's RSA public key; the money
  // leaves from our AzamPay account named by the three SOURCE settings. Unset: payouts wait (payouts.unavailable).
  AZAMPAY_DISBURSE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://api-disbursement-sandbox.azampay.co.tz'),
  AZAMPAY_DISBURSE_PUBLIC_KEY: z
    .string()
    .includes('PUBLIC KEY', { error: 'must be a PEM public key' })
    .optional(),
  AZAMPAY_DISBURSE_SOURCE_NAME: z.string().min(1).optional(),
  AZAMPAY_DISBURSE_SOURCE_BANK: z.string().min(1).optional(),
  AZAMPAY_DISBURSE_SOURCE_ACCOUNT: z.string().min(1).optional(),
  // AzamPay signs nothing: its callbacks must come to /api/v1/payments/callbacks/azampay/<this secret>.
  PAYMENTS_CALLBACK_SECRET: z.string().min(24, 'must be at least 24 characters (a random secret)').optional(),
});
type PaymentVariables = z.infer<typeof paymentVariables>;

export type PaymentsSettings = {
  /** null: no provider, so checkout is refused with payments.unavailable. */
  provider: 'simulator' | 'clickpesa' | 'azampay' | null;
  minTzs: number;
  maxTzs: number;
  attemptLifetimeSeconds: number;
  timeoutMs: number;
  // Each adapter's own settings; the timeout is shared (timeoutMs above).
  clickpesa: Omit<ClickPesaSettings, 'timeoutMs'> | null;
  azampay: Omit<AzamPaySettings, 'timeoutMs'> | null;
  /** AzamPay's payouts, when its disbursement keys are set beside its collection keys. */
  azampayDisbursement: Omit<AzamPayDisbursementSettings, 'timeoutMs'> | null;
};

const providerVariables = {
  clickpesa: ['CLICKPESA_CLIENT_ID', 'CLICKPESA_API_KEY', 'CLICKPESA_CHECKSUM_KEY'],
  azampay: [
    'AZAMPAY_APP_NAME',
    'AZAMPAY_CLIENT_ID',
    'AZAMPAY_CLIENT_SECRET',
    'AZAMPAY_API_KEY',
    'PAYMENTS_CALLBACK_SECRET',
  ],
} as const;
type ProviderVariable = (typeof providerVariables)[keyof typeof providerVariables][number];

// A provider chosen without its keys is a mistake to stop on; the simulator never runs on a server database unless
// PAYMENTS_PROVIDER=simulator says so (it would take "payments" nobody made).
export function paymentsSettings(config: PaymentVariables, onServerDatabase: boolean): PaymentsSettings {
  const provider = config.PAYMENTS_PROVIDER ?? (onServerDatabase ? null : 'simulator');
  if (provider === 'clickpesa' || provider === 'azampay') {
    const missing = providerVariables[provider].filter((name) => config[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: must be set with PAYMENTS_PROVIDER=${provider}`).join('\n')}`,
      );
    }
  }
  /** A provider's variable, which the check above found set (its name is in providerVariables). */
  const given = (name: ProviderVariable): string => {
    const value = config[name];
    if (value === undefined) throw new ConfigError(`Invalid configuration:\n  ${name}: must be set`);
    return value;
  };
  if (config.PAYMENTS_MIN_TZS > config.PAYMENTS_MAX_TZS) {
    throw new ConfigError('Invalid configuration:\n  PAYMENTS_MIN_TZS: must not be above PAYMENTS_MAX_TZS');
  }
  return {
    provider,
    minTzs: config.PAYMENTS_MIN_TZS,
    maxTzs: config.PAYMENTS_MAX_TZS,
    attemptLifetimeSeconds: config.PAYMENTS_ATTEMPT_LIFETIME_SECONDS,
    timeoutMs: config.PAYMENTS_TIMEOUT_MS,
    clickpesa:
      provider === 'clickpesa'
        ? {
            apiUrl: config.CLICKPESA_API_URL,
            clientId: given('CLICKPESA_CLIENT_ID'),
            apiKey: given('CLICKPESA_API_KEY'),
            checksumKey: given('CLICKPESA_CHECKSUM_KEY'),
          }
        : null,
    azampay:
      provider === 'azampay'
        ? {
            authUrl: config.AZAMPAY_AUTH_URL,
            apiUrl: config.AZAMPAY_API_URL,
            appName: given('AZAMPAY_APP_NAME'),
            clientId: given('AZAMPAY_CLIENT_ID'),
            clientSecret: given('AZAMPAY_CLIENT_SECRET'),
            apiKey: given('AZAMPAY_API_KEY'),
            callbackSecret: given('PAYMENTS_CALLBACK_SECRET'),
          }
        : null,
    azampayDisbursement:
      provider === 'azampay' &&
      config.AZAMPAY_DISBURSE_PUBLIC_KEY &&
      config.AZAMPAY_DISBURSE_SOURCE_NAME &&
      config.AZAMPAY_DISBURSE_SOURCE_BANK &&
      config.AZAMPAY_DISBURSE_SOURCE_ACCOUNT
        ? {
            authUrl: config.AZAMPAY_AUTH_URL,
            appName: given('AZAMPAY_APP_NAME'),
            clientId: given('AZAMPAY_CLIENT_ID'),
            clientSecret: given('AZAMPAY_CLIENT_SECRET'),
            apiKey: given('AZAMPAY_API_KEY'),
            disbursementUrl: config.AZAMPAY_DISBURSE_API_URL,
            publicKeyPem: config.AZAMPAY_DISBURSE_PUBLIC_KEY,
            callbackSecret: given('PAYMENTS_CALLBACK_SECRET'),
            source: {
              fullName: config.AZAMPAY_DISBURSE_SOURCE_NAME,
              bankName: config.AZAMPAY_DISBURSE_SOURCE_BANK,
              accountNumber: config.AZAMPAY_DISBURSE_SOURCE_ACCOUNT,
            },
          }
        : null,
  };
}
