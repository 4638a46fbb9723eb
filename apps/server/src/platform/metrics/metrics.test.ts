// /metrics as Prometheus scrapes it: asked for with its token, refused without, absent when none is configured, and
// holding each figure the issue asks for once the thing it counts has happened.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing } from '../../../test/marketplace-factories.ts';
import { buildAttempt } from '../../../test/order-factories.ts';
import { registerErrorHandling } from '../errors.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { OutboundRefused, spendOutbound } from '../outbound/budget.ts';
import { createMetrics } from './metrics.ts';
import { watchRequests } from './metrics-routes.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const silent = pino({ level: 'silent' });

/** The value of one series in a scrape's text (labels as written, in their order), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const smtpDown: MailTransport = {
  delivery: 'sent',
  send: async () => {
    throw new Error('the SMTP server does not answer');
  },
  close: () => {},
};

describe('metrics with METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, mail: smtpDown });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const answer = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  it('refuses a scrape without the token, or with another', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token-at-all-no-no-no' },
      { authorization: TOKEN },
    ]) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(answer.json().error.reason).toBe('metrics.token_required');
    }
  });

  it('times requests by route pattern and status, never by the address asked for', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ url: `/api/v1/listings/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/no/such/page/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/listings/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/v1/listings/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    // Node's own figures, unprefixed.
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("reports the PostgreSQL pools' connections, and none for PGlite", async () => {
    await t.app.inject({ url: '/api/v1/categories' });
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      // The tests' pool has 4 connections (test/test-database.ts), the catalogue's half as many.
      expect(seriesValue(text, 'sherehe_db_pool_max_connections{pool="main"}')).toBe(4);
      expect(seriesValue(text, 'sherehe_db_pool_max_connections{pool="catalogue"}')).toBe(2);
      expect(seriesValue(text, 'sherehe_db_pool_connections{pool="main"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'sherehe_db_pool_idle_connections{pool="main"}')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'sherehe_db_pool_waiting_clients{pool="main"}')).toBe(0);
    } else {
      expect(text).not.toContain('sherehe_db_pool');
    }
  });

  it('counts failed tries per job, and shows the job waiting for its retry', async () => {
    const before = await scrape();
    expect(seriesValue(before, 'sherehe_jobs{job="outbox.deliver",state="created"}')).toBe(0);
    await enqueueMail(
      t.db,
      { to: 'mgeni@example.co.tz', subject: 'Karibu', text: 'Habari' },
      { origin: 'sherehe' },
    );
    expect(seriesValue(await scrape(), 'sherehe_jobs{job="outbox.deliver",state="created"}')).toBe(1);
    await t.app.jobs.drain();
    const after = await scrape();
    expect(seriesValue(after, 'sherehe_job_failures_total{job="outbox.deliver"}')).toBe(1);
    expect(seriesValue(after, 'sherehe_jobs{job="outbox.deliver",state="retry"}')).toBe(1);
    expect(seriesValue(after, 'sherehe_jobs{job="outbox.deliver",state="created"}')).toBe(0);
  });

  it('counts payment attempts by status', async () => {
    const before = await scrape();
    expect(seriesValue(before, 'sherehe_payment_attempts{status="pending"}')).toBe(0);
    await buildAttempt(t.db, { status: 'pending' });
    await buildAttempt(t.db, { status: 'succeeded' });
    await buildAttempt(t.db, { status: 'succeeded' });
    // One that ended days ago is no longer among the last day's.
    await buildAttempt(t.db, { status: 'failed', createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const after = await scrape();
    expect(seriesValue(after, 'sherehe_payment_attempts{status="pending"}')).toBe(1);
    expect(seriesValue(after, 'sherehe_payment_attempts{status="succeeded"}')).toBe(
      (seriesValue(before, 'sherehe_payment_attempts{status="succeeded"}') ?? 0) + 2,
    );
    expect(seriesValue(after, 'sherehe_payment_attempts{status="failed"}')).toBe(
      seriesValue(before, 'sherehe_payment_attempts{status="failed"}'),
    );
  });

  it("counts the catalogue cache's hits and misses", async () => {
    await buildListing(t.db, { title: 'Mapambo ya harusi' });
    const hits = (text: string, cache: string) =>
      seriesValue(text, `sherehe_catalogue_cache_hits_total{cache="${cache}"}`) ?? 0;
    const before = await scrape();
    // An answer is kept from its question's second asking (answer-cache.ts), so the third is served from the cache;
    // a page's cards are kept from its first read, so the second computes the page but takes its card from the cache.
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/v1/listings?q=mapambo' })).json().listings).toHaveLength(1);
    }
    const after = await scrape();
    expect(hits(after, 'answers') - hits(before, 'answers')).toBe(1);
    expect(hits(after, 'cards') - hits(before, 'cards')).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(after, 'sherehe_catalogue_cache_misses_total{cache="answers"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts the messages the outbound budget held back or refused', async () => {
    const to = '+255754000999';
    // Sherehe's own texts to one number: 20 an hour, then held back (budget.ts).
    for (let i = 0; i < 21; i++) await spendOutbound(t.db, { channel: 'sms', to, origin: 'sherehe' });
    // A person's: 5 to one number, then refused.
    const person = { address: '192.0.2.7' };
    for (let i = 0; i < 5; i++) await spendOutbound(t.db, { channel: 'sms', to, origin: person });
    await expect(spendOutbound(t.db, { channel: 'sms', to, origin: person })).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    const text = await scrape();
    expect(
      seriesValue(text, 'sherehe_outbound_held_total{channel="sms",rule="recipient",outcome="held"}'),
    ).toBe(1);
    expect(
      seriesValue(text, 'sherehe_outbound_held_total{channel="sms",rule="recipient",outcome="refused"}'),
    ).toBe(1);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('does not serve /metrics on the app at all', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await t.app.inject({ url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.reason).toBe('request.no_route');
    }
  });
});

describe('a scrape', () => {
  it('leaves out a figure it cannot read, and still answers', async () => {
    const metrics = createMetrics({ log: silent });
    metrics.readAtScrape('sherehe_test_readable', 'read', ['kind'], () => [
      { labels: { kind: 'a' }, value: 3 },
    ]);
    let failing = false;
    metrics.readAtScrape('sherehe_test_unreadable', 'the database is down', ['kind'], async () => {
      if (failing)
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return [{ labels: { kind: 'b' }, value: 5 }];
    });
    expect(seriesValue(await metrics.scrape(), 'sherehe_test_unreadable{kind="b"}')).toBe(5);
    failing = true;
    const text = await metrics.scrape();
    expect(seriesValue(text, 'sherehe_test_readable{kind="a"}')).toBe(3);
    // Left out, not its last value.
    expect(seriesValue(text, 'sherehe_test_unreadable{kind="b"}')).toBeUndefined();
  });

  it('counts the 503s answered because the database was in trouble', async () => {
    const metrics = createMetrics({ log: silent });
    const app = Fastify();
    registerErrorHandling(app);
    watchRequests(app, metrics, { timed: true });
    app.get('/down', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    app.get('/bug', { config: { access: 'public' } }, async () => {
      throw new Error('a bug');
    });
    expect((await app.inject({ url: '/down' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    const text = await metrics.scrape();
    expect(seriesValue(text, 'sherehe_database_unavailable_total')).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/down",status_code="503"}'),
    ).toBe(1);
    await app.close();
  });
});
