// Several app instances behind a load balancer share one PostgreSQL database and one object store, and nothing else:
// two instances, each with its own pool, its own DATA_DIR and its own port, are asked over real HTTP as a balancer
// would spread requests.
// PostgreSQL only (TEST_DATABASE_URL): PGlite is one process by design.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres } from '../src/db/client.ts';
import { payouts } from '../src/db/schema/ledger.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { payDailyPayouts } from '../src/features/payouts/release-work.ts';
import type { PayoutDeps } from '../src/features/payouts/service.ts';
import { withdrawalSettled } from '../src/features/withdrawals/withdrawal-outcome.ts';
import type { MailMessage, MailTransport } from '../src/platform/mail/mail-transport.ts';
import { enqueueMail } from '../src/platform/mail/outbox.ts';
import { testImage } from '../src/platform/storage/test-images.ts';
import { bearer, buildUser, sessionTokenFor, TEST_PASSWORD } from './factories.ts';
import { startClickPesaFake } from './fakes/clickpesa-fake.ts';
import { type S3Fake, startS3Fake } from './fakes/s3-store.ts';
import { buildListing, buildVendor } from './marketplace-factories.ts';
import { multipartUpload } from './multipart-upload.ts';
import { clickPesaPayoutsOf, vendorWithMoney } from './payout-factories.ts';
import { createTestDatabase } from './test-database.ts';

const onPostgres = inject('databaseTemplate').kind === 'postgres';

/** A mail gateway that remembers what it was given, so the test sees which instance delivered what. */
function recordingMail(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { delivery: 'sent', sent, send: async (message) => void sent.push(message), close: () => {} };
}

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  // Both instances pay out through the one ClickPesa account, as in production.
  let clickPesa: Awaited<ReturnType<typeof startClickPesaFake>>;
  // Uploads go to one bucket; each instance's own disk stays empty.
  let store: S3Fake;
  let dataRoot: string;
  const instances: {
    base: string;
    mail: ReturnType<typeof recordingMail>;
    database: DatabaseHandle;
    payoutDeps: PayoutDeps;
    close: () => Promise<void>;
  }[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    clickPesa = await startClickPesaFake({ balance: 5_000_000 });
    store = await startS3Fake({ buckets: ['sherehe-media'] });
    dataRoot = await mkdtemp(path.join(tmpdir(), 'sherehe-instances-'));
    for (let n = 0; n < 2; n++) {
      const config = parseConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        VENDOR_REQUESTS_PER_HOUR: '3',
        DATA_DIR: path.join(dataRoot, `instance-${n}`),
        ...store.env('sherehe-media'),
      });
      // Each instance its own pool, as separate processes would have.
      const database = openPostgres(shared.url as string, 4);
      const mail = recordingMail();
      const payoutProvider = clickPesaPayoutsOf(clickPesa);
      const app = await buildApp({
        config,
        database,
        adapters: { mail, payouts: payoutProvider, overpass: { run: async () => [] } },
        backgroundJobs: true, // both take jobs, as in production
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      instances.push({
        base: `http://127.0.0.1:${port}/api/v1`,
        mail,
        database,
        payoutDeps: {
          db: database.db,
          jobs: app.jobs,
          provider: payoutProvider,
          log: app.log,
          eventPayoutSettled: withdrawalSettled,
        },
        close: async () => {
          await app.close();
          await database.close();
        },
      });
    }
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await clickPesa.close();
    await store.close();
    await rm(dataRoot, { recursive: true, force: true });
    await shared.close();
  });

  const [a, b] = [0, 1].map((n) => ({
    fetch: (path: string, init: RequestInit = {}) => {
      const instance = instances[n];
      if (!instance) throw new Error('instance not started');
      return fetch(`${instance.base}${path}`, init);
    },
  })) as [{ fetch: typeof fetch }, { fetch: typeof fetch }];
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

  it('serves a photo uploaded through one from the other, and a deletion through the other is seen by both', async () => {
    const vendor = await buildVendor(shared.db);
    const listing = await buildListing(shared.db, { vendor, status: 'draft' });
    const owner = bearer(await sessionTokenFor(shared.db, { id: vendor.userId, role: 'vendor' }));
    const { payload, headers } = await multipartUpload(await testImage('jpeg', 900, 600));
    const uploaded = await a.fetch(`/vendor/listings/${listing.id}/photos`, {
      method: 'POST',
      headers: { ...headers, ...owner },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(201);
    const [photo] = ((await uploaded.json()) as { photos: { id: string; storageKey: string }[] }).photos;
    if (!photo) throw new Error('no photo');
    const media = (instance: number, width: number) =>
      fetch(`${instances[instance]?.base.replace('/api/v1', '')}/media/${photo.storageKey}/${width}.webp`);
    for (const width of [320, 640, 1280]) {
      const [fromA, fromB] = await Promise.all([media(0, width), media(1, width)]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    }
    expect(store.keys('sherehe-media').filter((key) => key.startsWith(photo.storageKey))).toHaveLength(3);

    const deleted = await b.fetch(`/vendor/listings/${listing.id}/photos/${photo.id}`, {
      method: 'DELETE',
      headers: owner,
    });
    expect(deleted.status).toBe(200);
    // Gone from the bucket, so from every instance that had not read it lately (the one that had keeps its copy for
    // minutes: read-cache.ts; a browser may keep it a year).
    expect((await media(1, 640)).status).toBe(404);
    expect(store.keys('sherehe-media').some((key) => key.startsWith(photo.storageKey))).toBe(false);
  });

  it('keeps a session opened on one valid on the other (sessions live in the database)', async () => {
    const user = await buildUser(shared.db);
    const signIn = await a.fetch('/auth/sign-in', json({ identifier: user.email, password: TEST_PASSWORD }));
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const me = await b.fetch('/auth/me', { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(user.id);
    // And signing out on the second ends it on the first.
    expect((await b.fetch('/auth/sign-out', { method: 'POST', headers: bearer(token) })).status).toBe(204);
    expect((await a.fetch('/auth/me', { headers: bearer(token) })).status).toBe(401);
  });

  it('counts a rate limit across both: the fourth request is refused whichever instance takes it', async () => {
    const send = (instance: typeof a) =>
      instance.fetch('/vendor-requests', json({ request_contact: '0754 123 456' }));
    expect((await send(a)).status).toBe(201);
    expect((await send(b)).status).toBe(201);
    expect((await send(a)).status).toBe(201);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { reason: string } }).error.reason).toBe('request.too_many');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('shows a catalogue change made through one in the other’s cached answer', async () => {
    const vendor = await buildVendor(shared.db);
    // A word no other listing has, so the page asked for is this test's own.
    const word = `picha${randomUUID().replace(/[^a-f]/g, '')}`;
    const listing = await buildListing(shared.db, { vendor, title: `Picha za harusi ${word}` });
    const page = async (instance: typeof a) => {
      const response = await instance.fetch(`/listings?q=${word}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { listings: { id: string }[] }).listings.map((item) => item.id);
    };
    // Both answer, and so keep, the page with the listing.
    expect(await page(a)).toContain(listing.id);
    expect(await page(b)).toContain(listing.id);
    const owner = await sessionTokenFor(shared.db, { id: vendor.userId, role: 'vendor' });
    const archived = await a.fetch(`/vendor/listings/${listing.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(owner) },
      body: JSON.stringify({ status: 'archived' }),
    });
    expect(archived.status).toBe(200);
    expect(await page(b)).not.toContain(listing.id);
  });

  it('runs a background job once, though both instances take jobs', { timeout: 30_000 }, async () => {
    // One mail and its delivery job, written as a request writes them; both instances poll the queue.
    const to = `once-${randomUUID()}@example.co.tz`;
    await shared.db.transaction((tx) =>
      enqueueMail(tx, { to, subject: 'Mara moja tu', text: 'Once.' }, { origin: 'sherehe' }),
    );
    await expect
      .poll(
        async () =>
          (await shared.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]?.status,
        { timeout: 25_000, interval: 200 },
      )
      .toBe('sent');
    // Give a second delivery, were there one, the time to happen (each instance polls every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const deliveries = instances.flatMap((instance) =>
      instance.mail.sent.filter((message) => message.to === to),
    );
    expect(deliveries).toHaveLength(1);
  });

  it('pays a vendor once, though both run the daily payout and the vendor asks through both at once', {
    timeout: 30_000,
  }, async () => {
    const { vendorId, auth } = await vendorWithMoney(shared.db);
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const payMeNow = (instance: typeof a) =>
      instance.fetch('/vendor/payouts', { method: 'POST', headers: auth });
    const answers = await Promise.all([
      payDailyPayouts(first.payoutDeps),
      payDailyPayouts(second.payoutDeps),
      payMeNow(a),
      payMeNow(b),
    ]);
    // Each ask either started the payout or found it already started (or nothing left to pay).
    for (const answer of answers.slice(2) as Response[]) expect([200, 422]).toContain(answer.status);
    const sent = () => clickPesa.payouts.filter((payout) => payout.phoneNumber === '255754123456').length;
    await expect.poll(sent, { timeout: 20_000, interval: 200 }).toBe(1);
    // Give a second payout, were there one, the time to be sent (each instance polls every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(sent()).toBe(1);
    const made = await shared.db.select().from(payouts).where(eq(payouts.vendorId, vendorId));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountTzs: 190_000, sentAt: expect.any(Date) });
  });
});
