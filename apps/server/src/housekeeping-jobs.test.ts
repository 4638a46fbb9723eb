import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { housekeepingJobs } from './housekeeping-jobs.ts';
import { enqueueJob } from './platform/jobs/job-queue.ts';

describe('housekeeping jobs', () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('runs each clean-up as a job of its own', async () => {
    const t = await buildTestApp();
    close = t.close;
    await t.db.execute(sql`insert into rate_limit_windows (key, window_start, hits) values
      ('old', now() - interval '2 days', 1), ('new', now(), 1)`);
    await t.db.execute(sql`insert into outbound_held (channel, recipient, sender_kind, rule, created_at) values
      ('sms', '+255754000001', 'sherehe', 'site', now() - interval '91 days'),
      ('sms', '+255754000002', 'sherehe', 'site', now() - interval '89 days')`);
    const names = Object.values(housekeepingJobs)
      .filter((job) => t.database.kind === 'pglite' || job !== housekeepingJobs.vacuumEmbedded)
      .map((job) => job.name);
    for (const job of Object.values(housekeepingJobs)) {
      if (names.includes(job.name)) await enqueueJob(t.db, job, {});
    }
    await t.app.jobs.drain();
    const { rows } = await t.database.executeSql(
      `select name, state::text from pgboss.job where name like 'housekeeping.%' order by name`,
    );
    expect(rows).toEqual(names.sort().map((name) => ({ name, state: 'completed' })));
    const left = await t.database.executeSql('select key from rate_limit_windows');
    expect(left.rows).toEqual([{ key: 'new' }]);
    const held = await t.database.executeSql('select recipient from outbound_held');
    expect(held.rows).toEqual([{ recipient: '+255754000002' }]);
  });

  it('has no vacuum job on PostgreSQL, whose autovacuum does that work', async () => {
    const t = await buildTestApp();
    close = t.close;
    const { rows } = await t.database.executeSql(`select name from pgboss.queue where name = $1`, [
      housekeepingJobs.vacuumEmbedded.name,
    ]);
    expect(rows).toHaveLength(t.database.kind === 'pglite' ? 1 : 0);
  });
});
