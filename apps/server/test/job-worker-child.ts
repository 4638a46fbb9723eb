// A worker process for the kill -9 tests (platform/jobs/job-queue-durability.test.ts): it opens the database (PGlite's
// DATA_DIR or DATABASE_URL), runs a job queue and says on stdout what it does, so the test knows when to kill it.
//   MODE=enqueue-mail  writes a mail (MAIL_TO) in a transaction, prints "enqueued", and kills itself (-9) at once
//   MODE=enqueue       writes a test.effect job (KEY) and prints "enqueued", then works like MODE=work
//   MODE=work          polls; test.effect records each run, hangs on the key HANG_ON, else records its effect once
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { defineJob } from '../src/platform/jobs/define-job.ts';
import { createJobQueue } from '../src/platform/jobs/job-queue.ts';
import { createSmtpTransport } from '../src/platform/mail/mail-transport.ts';
import { deliverMessage, enqueueMail, messageDelivery } from '../src/platform/mail/outbox.ts';

export const effectJob = defineJob({
  name: 'test.effect',
  payload: z.object({ key: z.string() }),
  retry: { limit: 3, delaySeconds: 0, backoff: false },
  expireInSeconds: 2,
});

const env = process.env;
const log = pino({ level: 'warn' });
const database = env.DATABASE_URL
  ? openPostgres(env.DATABASE_URL, 4)
  : await openPglite({ dataDir: env.DATA_DIR as string });
await database.migrate();
await database.db.execute(
  sql`create table if not exists job_test_runs (key text not null, pid int not null)`,
);
await database.db.execute(
  sql`create table if not exists job_test_effects (key text primary key, pid int not null)`,
);

const mode = env.MODE ?? 'work';
const jobs = createJobQueue(database, {
  log,
  polling: mode !== 'enqueue-mail',
  pollingIntervalMs: 200,
  maintenanceIntervalSeconds: 1,
});
const smtp = createSmtpTransport(env.SMTP_URL ?? 'smtp://127.0.0.1:1', 'jobs@sherehe.test');
jobs.work(deliverMessage, messageDelivery(database.db, { email: smtp, sms: smtp, whatsapp: smtp }, log));
jobs.work(effectJob, async ({ key }) => {
  // The run is recorded on its own (it stays even if this try dies); the effect is written once per key, whatever
  // the number of tries: the pattern every handler follows.
  await database.db.execute(sql`insert into job_test_runs (key, pid) values (${key}, ${process.pid})`);
  console.log(`running ${key}`);
  if (key === env.HANG_ON) await new Promise(() => {});
  await database.db.execute(
    sql`insert into job_test_effects (key, pid) values (${key}, ${process.pid}) on conflict (key) do nothing`,
  );
  console.log(`done ${key}`);
});

if (mode === 'enqueue-mail') {
  await jobs.start();
  await database.db.transaction(async (tx) => {
    await enqueueMail(
      tx,
      { to: env.MAIL_TO as string, subject: 'kept across kill -9', text: 'hello' },
      { origin: 'sherehe' },
    );
  });
  console.log('enqueued');
  process.kill(process.pid, 'SIGKILL');
} else {
  if (mode === 'enqueue') {
    await jobs.start();
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, effectJob, { key: env.KEY as string });
    });
    console.log('enqueued');
    jobs.kick();
  } else {
    await jobs.start();
  }
  console.log('working');
  process.on('SIGTERM', async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  });
}
