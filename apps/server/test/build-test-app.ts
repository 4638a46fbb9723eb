// The real app over a database of its own, with config given as environment variables (as in production).
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import type { MailTransport } from '../src/platform/mail/mail-transport.ts';
import type { OverpassClient } from '../src/platform/overpass/overpass-client.ts';
import type { MobileMoneyProvider } from '../src/platform/payments/mobile-money-provider.ts';
import type { PayoutProvider } from '../src/platform/payments/payout-provider.ts';
import { createTestDatabase } from './test-database.ts';

export type TestAppOptions = {
  env?: Record<string, string>;
  mail?: MailTransport;
  sms?: MailTransport;
  /** The venue search's Overpass: a client of test/fakes/overpass-fake.ts; unset, one that finds nothing. */
  overpass?: OverpassClient;
  venueSearchPatienceMs?: number;
  /** The mobile-money provider; unset, the one the env names (the simulator by default). */
  payments?: MobileMoneyProvider | null;
  /** The payout provider; unset, the one the env names (the simulator's beside simulated payments). */
  payouts?: PayoutProvider | null;
  /** A logger of the test's own (one writing to a stream it reads); unset, nothing is logged. */
  logger?: FastifyBaseLogger;
};

// Tests never reach the public Overpass (the default OVERPASS_URL); suites that search venues bring the fake.
const noPlaces: OverpassClient = { run: async () => [] };

export async function buildTestApp({
  env = {},
  mail,
  sms,
  overpass = noPlaces,
  venueSearchPatienceMs,
  payments,
  payouts,
  logger,
}: TestAppOptions = {}) {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    adapters: {
      mail,
      sms,
      overpass,
      ...(payments === undefined ? {} : { payments }),
      ...(payouts === undefined ? {} : { payouts }),
    },
    venueSearchPatienceMs,
    checkRefusals: { recordTo: process.env.RECORD_REFUSALS },
    logger,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
