// The environment, parsed once at start; a bad value stops the process with a message that names it.
import { createECDH } from 'node:crypto';
import path from 'node:path';
import { normalizePhone } from '@sherehe/core/phone';
import { parseSupportHours } from '@sherehe/core/support-hours';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { type PaymentsSettings, paymentsSettings, paymentVariables } from './config-payments.ts';
import { type WhatsAppSettings, whatsAppSettings, whatsAppVariables } from './config-whatsapp.ts';
import { serverRoot } from './server-root.ts';

export { ConfigError } from './config-error.ts';
export type { PaymentsSettings } from './config-payments.ts';

const repoRoot = path.resolve(serverRoot, '../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const configSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset, it is the repository's data/ folder whatever the working directory (npm start, npm run dev, tests).
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  // Limits on every pooled PostgreSQL connection, in milliseconds (0 turns one off; PGlite has no timers for them).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5_000),
  SEED_DEMO: flag.optional(),
  // On SIGTERM, how long /ready answers 503 while requests are still served, before the server closes: longer than
  // the load balancer's health-check interval times its unhealthy threshold (0: close at once).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  // Behind a load balancer: the number of proxy hops to trust (1 for one balancer), or their addresses/CIDRs.
  // `true` would trust any X-Forwarded-For a client sends, letting it pick its own address (and rate-limit key).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value.split(',').map((entry) => entry.trim());
      if (list.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, a hop count such as 1, or a list of proxy addresses/CIDRs',
      });
      return z.NEVER;
    }),
  // Where people reach the site, for links in mail and SMS and the OpenID redirect; unset, http://localhost:PORT.
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://sherehe.co.tz, without a path')
    .optional(),
  // "Sign in with Google", or with any OpenID Connect provider: all three of the first, or none.
  OIDC_ISSUER: z
    .url()
    .refine(
      (value) =>
        /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(value),
      'must be an https:// address (http:// only for a provider on this machine)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('Google'), // as the button says: "Sign in with Google"
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Text messages (password resets of phone-only accounts) go through Africa's Talking when both are set.
  SMS_API_URL: z.url().default('https://api.africastalking.com/version1/messaging'),
  SMS_USERNAME: z.string().min(1).optional(),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).max(11).optional(),
  // All texts to numbers outside Tanzania together, per hour (a cap on SMS-pumping fraud).
  SMS_ABROAD_PER_HOUR: positiveInt.default(30),
  // The whole site's texts and e-mails an hour, and its payment prompts an hour (platform/outbound/budget.ts).
  OUTBOUND_SITE_PER_HOUR: positiveInt.default(5000),
  // Replies (STOP) come in at /api/v1/sms/inbound/<this secret>: Africa's Talking's incoming-message callback.
  SMS_INBOUND_SECRET: z.string().min(24, 'must be at least 24 characters (a random secret)').optional(),
  MAIL_FROM: z.string().min(3).default('Sherehe <no-reply@sherehe.co.tz>'),
  ADMIN_EMAIL: z.email().default('admin@sherehe.co.tz'),
  CONTACT_EMAIL: z.email().default('info@sherehe.co.tz'),
  // Placeholders, plainly fictional (+255 700 000 00x): a deployment sets its real numbers.
  CONTACT_PHONES: z
    .string()
    .default('+255700000001,+255700000002,+255700000003')
    .transform((list, ctx) => {
      const phones = list.split(',').map((phone) => normalizePhone(phone));
      if (phones.every((phone): phone is string => phone !== null)) return phones;
      ctx.addIssue({ code: 'custom', message: 'must be one or more phone numbers, comma-separated' });
      return z.NEVER;
    }),
  POSTAL_ADDRESS: z.string().min(1).default('P.O. Box 1234, Moshi, Tanzania'),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 255754123456')
    .default('255700000001'), // a placeholder, like CONTACT_PHONES
  // When the support chat's WhatsApp is answered, daily in Dar es Salaam ("08:00-20:00"); unset, around the clock
  // (the footer's business hours). Outside it the chat says replies come on WhatsApp rather than "Online".
  SUPPORT_HOURS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return null;
      const hours = parseSupportHours(text);
      if (hours) return hours;
      if (text.trim() === '00:00-24:00') return null;
      ctx.addIssue({
        code: 'custom',
        message: 'must be one daily window in Dar es Salaam time, HH:MM-HH:MM, e.g. 08:00-20:00',
      });
      return z.NEVER;
    }),
  VENDOR_REQUESTS_PER_HOUR: positiveInt.default(20),
  // The Smart Planner's venue search asks an Overpass API interpreter for OpenStreetMap places.
  OVERPASS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .default('https://overpass-api.de/api/interpreter'),
  VENUE_SEARCHES_PER_MINUTE: positiveInt.default(30),
  // The Medi-Finder's map: where the browser fetches its tiles ({z}/{x}/{y}, optionally {s}), and the credit shown
  // on the map (plain text). Tests and e2e point it at a local fake so nothing reaches the internet.
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .refine(
      (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'must hold {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).default('© OpenStreetMap contributors'),
  // Throttles of the account forms. Per address they are wide: a mobile network puts many people behind one address.
  SIGN_IN_ATTEMPTS_PER_ADDRESS: positiveInt.default(50),
  // Wrong passwords for one identifier from one address before each further try there waits (1 s, doubling to 5 min).
  SIGN_IN_ATTEMPTS_PER_IDENTIFIER: positiveInt.default(5),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: positiveInt.default(30),
  ...paymentVariables.shape,
  ...whatsAppVariables.shape,
  // Web Push (docs/decisions/015): the VAPID key pair, base64url as web-push's generateVAPIDKeys() writes it. Unset,
  // the server makes a pair once and keeps it in the database (app_settings), shared by every instance.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  // Who push services contact about our messages: a mailto: or https: address (unset: mailto:CONTACT_EMAIL).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Uploads in an S3-compatible object store (AWS S3, MinIO, Garage, R2 …) when S3_BUCKET is set: what several
  // instances need (docs/decisions/034). Unset: the disk under DATA_DIR/media, for one machine.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots, dashes',
    )
    .optional(),
  // The store's address; unset, AWS's own for S3_REGION.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Unset, the SDK's own chain (an instance role, AWS_* variables).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // bucket in the path (http://store:9000/bucket/key), as self-hosted stores want; unset, on with S3_ENDPOINT.
  S3_FORCE_PATH_STYLE: flag.optional(),
  // Tests and development only: accept push endpoints at http://127.0.0.1 (a local push-service fake).
  PUSH_ALLOW_LOCAL_ENDPOINTS: flag.default(false),
  // Prometheus metrics (platform/metrics): GET /metrics asks for this as a Bearer token; unset, it is not served on
  // PORT at all. METRICS_PORT serves it on a listener of its own instead (on HOST), with the token when one is set.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (a random secret)').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; providerName: string };

export type PushSettings = {
  /** Both keys from config, or null: made once and kept in the database (platform/push/vapid-keys.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  timeoutMs: number;
  allowLocalEndpoints: boolean;
};

export type ObjectStoreSettings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Config = z.infer<typeof configSchema> & {
  seedDemo: boolean;
  /** null: uploads on the disk under DATA_DIR/media. */
  objectStore: ObjectStoreSettings | null;
  payments: PaymentsSettings;
  push: PushSettings;
  whatsApp: WhatsAppSettings;
  PUBLIC_URL: string;
  /** null: no OpenID provider, so no "Sign in with …" button. */
  oidc: OidcSettings | null;
};

const oidcVariables = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

// Half a provider setup is a mistake, not a choice: say which variables are missing rather than quietly ignore it.
function incompleteOidc(given: Record<string, string | undefined>): string[] {
  const missing = oidcVariables.filter((name) => given[name] === undefined);
  if (missing.length === 0 || missing.length === oidcVariables.length) return [];
  return missing.map(
    (name) =>
      `  ${name}: must be set as well (OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together)`,
  );
}

/**
 * `serving`: the settings are for the web server itself (not a command-line tool sharing them), which on a server
 * database must know the address people reach it at.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env, { serving = false } = {}): Config {
  // An empty variable (PORT= in a unit file, say) means "not set", never 0 or "".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = configSchema.safeParse(given);
  const lines = [
    ...(result.error?.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...incompleteOidc(given),
  ];
  if (!result.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if ((config.SMS_USERNAME === undefined) !== (config.SMS_API_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  SMS_USERNAME, SMS_API_KEY: set both, or neither');
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT: must not be PORT (it is a listener of its own)',
    );
  }
  // A server database means a real deployment, where links in mail and texts pointing at localhost would be broken.
  if (serving && config.DATABASE_URL !== undefined && config.PUBLIC_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: must be set with DATABASE_URL (the address people reach the site at)',
    );
  }
  const payments = paymentsSettings(config, config.DATABASE_URL !== undefined);
  const push = pushSettings(config);
  const whatsApp = whatsAppSettings(config);
  const objectStore = objectStoreSettings(config);
  // Demo data belongs in the embedded database; a server database gets it only when asked.
  const seedDemo = config.SEED_DEMO ?? config.DATABASE_URL === undefined;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    seedDemo,
    objectStore,
    payments,
    push,
    whatsApp,
    oidc:
      config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
        ? {
            issuer: config.OIDC_ISSUER,
            clientId: config.OIDC_CLIENT_ID,
            clientSecret: config.OIDC_CLIENT_SECRET,
            providerName: config.OIDC_PROVIDER_NAME,
          }
        : null,
  };
}

function objectStoreSettings(config: z.infer<typeof configSchema>): ObjectStoreSettings | null {
  const problems: string[] = [];
  if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither');
  }
  if (config.S3_BUCKET === undefined && config.S3_ENDPOINT !== undefined) {
    problems.push('  S3_BUCKET: must be set with S3_ENDPOINT (the bucket the uploads go in)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (config.S3_BUCKET === undefined) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
  };
}

// Half a key pair, or two keys that are not a pair, would sign messages no browser accepts: stop at start instead.
function pushSettings(config: z.infer<typeof configSchema>): PushSettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither (the server then makes a pair)',
    );
  }
  if (publicKey && privateKey && !isKeyPair(publicKey, privateKey)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY',
    );
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`,
    timeoutMs: config.PUSH_TIMEOUT_MS,
    allowLocalEndpoints: config.PUSH_ALLOW_LOCAL_ENDPOINTS,
  };
}

function isKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false; // not a valid private key on the curve
  }
}
