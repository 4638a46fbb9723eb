import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { vacuumAndAnalyzeChangedTables } from '../db/embedded-upkeep.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.ts';
import { isDemoDatabase, runDemoSeed } from '../seed/run-demo-seed.ts';

/** Resolves to whether the database holds the demo data (seeded now or on an earlier start). */
export async function prepareDatabase(
  database: DatabaseHandle,
  seedDemo: boolean,
  log: FastifyBaseLogger,
  storage?: Storage,
): Promise<{ demo: boolean }> {
  await database.migrate({
    giveWay: {
      onGiveWay: (gaveWay, pauseMs) =>
        log.warn({ gaveWay, pauseMs }, 'a migration gave way to a lock held on its table; trying again'),
    },
  });
  log.info({ database: database.kind }, 'migrations applied');
  const seededNow = seedDemo && (await runDemoSeed(database.db, { storage }));
  if (seededNow) {
    const accounts = demoAccounts.map((account) => `${account.role}: ${account.email ?? account.phone}`);
    log.info(
      { demoAccounts: accounts, demoPassword: DEMO_PASSWORD, demoAdminTotpSecret: DEMO_ADMIN_TOTP_SECRET },
      `demo data seeded; sign in as ${accounts.join(', ')} with the password ${DEMO_PASSWORD}; the admin's code comes from an authenticator app with the key ${DEMO_ADMIN_TOTP_SECRET} (README)`,
    );
  }
  // What changed since the embedded database last ran (a seed, an import) is planned for from the first request.
  if (database.kind === 'pglite') await vacuumAndAnalyzeChangedTables(database.db);
  return { demo: seededNow || (seedDemo && (await isDemoDatabase(database.db))) };
}
