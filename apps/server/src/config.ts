// The environment, parsed once at start; a bad value stops the process with a message that names it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
  SEED_DEMO: flag.optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sherehe <no-reply@sherehe.co.tz>'),
  ADMIN_EMAIL: z.email().default('admin@sherehe.co.tz'),
  CONTACT_EMAIL: z.email().default('info@sherehe.co.tz'),
  CONTACT_PHONES: z
    .string()
    .default('+255754123456,+255655123456,+255784123456')
    .transform((list) =>
      list
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    ),
  POSTAL_ADDRESS: z.string().min(1).default('P.O. Box 1234, Moshi, Tanzania'),
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^\d{8,15}$/, 'must be the international number in digits only, e.g. 255754123456')
    .default('255754123456'),
  VENDOR_REQUESTS_PER_HOUR: positiveInt.default(10),
});

export type Config = z.infer<typeof configSchema> & { seedDemo: boolean };

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  // Demo data belongs in the embedded database; a server database gets it only when asked.
  const seedDemo = config.SEED_DEMO ?? config.DATABASE_URL === undefined;
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR), seedDemo };
}

export class ConfigError extends Error {}
