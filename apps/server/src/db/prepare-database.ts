import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client.ts';
import { runDemoSeed } from './seed/run-demo-seed.ts';

export async function prepareDatabase(database: DatabaseHandle, seedDemo: boolean, log: FastifyBaseLogger) {
  await database.migrate();
  log.info({ database: database.kind }, 'migrations applied');
  if (seedDemo && (await runDemoSeed(database.db))) log.info('demo data seeded into the empty database');
}
