// The database going away, stalling or refusing must never take the process down or answer 500: requests caught in
// it answer 503 with Retry-After, and the pool finds its way back without a restart (issue 12).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { type DatabaseHandle, openPglite, openPostgres, type PostgresLimits } from '../src/db/client.ts';
import { isDatabaseTrouble } from '../src/platform/database-trouble.ts';
import { createTestDatabase } from './test-database.ts';

const onPostgres = inject('databaseTemplate').kind === 'postgres';
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    const t0 = Date.now();
    console.log('cleanup start', cleanup.toString().slice(0, 60));
    await cleanup().catch((e) => {
      console.log('cleanup err', e);
    });
    console.log('cleanup took', Date.now() - t0);
  }
});

async function appOver(database: DatabaseHandle) {
  const config = parseConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, database, adapters: { overpass: { run: async () => [] } } });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

/** A copy of the migrated database and a pool of the app's own on it, with a name to find its backends by. */
async function postgresApp(poolMax: number, limits: PostgresLimits = {}) {
  const base = await createTestDatabase();
  cleanups.push(() => base.close());
  const applicationName = `sherehe-test-${randomBytes(4).toString('hex')}`;
  const database = openPostgres(base.url as string, poolMax, { applicationName, ...limits });
  cleanups.push(() => database.close());
  const admin = new pg.Client({ connectionString: base.url });
  await admin.connect();
  cleanups.push(() => admin.end());
  return { app: await appOver(database), database, admin, applicationName, url: base.url as string };
}

// inject() sends nothing until its answer is asked for; these requests must be under way at once.
function send(app: Awaited<ReturnType<typeof appOver>>, options: string | InjectOptions) {
  return Promise.resolve(app.inject(options));
}

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function backendsWaitingOnLocks(admin: pg.Client, applicationName: string): Promise<number> {
  // The admin polls from inside its locking transaction, where the activity view is a snapshot unless cleared.
  await admin.query('select pg_stat_clear_snapshot()');
  const { rows } = await admin.query(
    `select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
    [applicationName],
  );
  return rows[0].n;
}

function expectUnavailable(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    error: { code: 'unavailable', reason: 'server.unavailable', message: expect.any(String) },
  });
}

describe.skipIf(!onPostgres)('PostgreSQL connections cut under load', () => {
  it('survives its backends being terminated mid-request and mid-transaction, answers 503, then recovers', async () => {
    const { app, admin, applicationName } = await postgresApp(6);
    // Hold the requests inside their transactions (and a plain read) so they are in flight when the cut comes.
    await admin.query('begin');
    await admin.query('lock table vendor_requests in access exclusive mode');
    const inFlight = [
      ...Array.from({ length: 4 }, (_, index) =>
        send(app, {
          method: 'POST',
          url: '/api/v1/vendor-requests',
          payload: { request_contact: `cut${index}@example.com` },
          remoteAddress: `10.0.0.${index + 1}`,
        }),
      ),
      send(app, { method: 'GET', url: '/api/v1/ready' }),
    ];
    await until(async () => (await backendsWaitingOnLocks(admin, applicationName)) >= 4, 'the writes wait');
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(4);
    await admin.query('rollback');

    const answers = await Promise.all(inFlight);
    for (const answer of answers.slice(0, 4)) expectUnavailable(answer);

    // The pool dropped the dead clients and opens new ones: writes (transactions) and reads work again.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/vendor-requests',
      payload: { request_contact: 'after-the-cut@example.com' },
    });
    expect(again.statusCode).toBe(201);
    expect((await app.inject('/api/v1/ready')).statusCode).toBe(200);
    expect((await app.inject('/api/v1/categories')).statusCode).toBe(200);
  });

  it('survives idle pooled connections being terminated between requests, and says so', async () => {
    const lost: Error[] = [];
    const { app, admin, applicationName } = await postgresApp(4, {
      onConnectionLost: (error) => lost.push(error),
    });
    await Promise.all(Array.from({ length: 4 }, () => app.inject('/api/v1/categories')));
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(rows[0].n).toBeGreaterThan(0);
    // Each idle client hears of its end (and the pool drops it) a moment after the server ends it.
    await until(async () => lost.length >= rows[0].n, 'the pool hears of every lost connection');
    expect(lost[0]?.message).toMatch(/terminat/i);
    for (let round = 0; round < 3; round++) expect((await app.inject('/api/v1/ready')).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL timeouts', () => {
  it('answers 503 within the lock timeout on a locked table while other routes still answer', async () => {
    const { app, admin } = await postgresApp(4, { lockTimeoutMs: 400, statementTimeoutMs: 5000 });
    await admin.query('begin');
    await admin.query('lock table planner_venues in access exclusive mode');
    try {
      const locked = send(app, '/api/v1/planner/catalogue');
      const other = await app.inject('/api/v1/categories');
      expect(other.statusCode).toBe(200);
      expectUnavailable(await locked);
    } finally {
      await admin.query('rollback');
    }
    expect((await app.inject('/api/v1/planner/catalogue')).statusCode).toBe(200);
  });

  it('answers 503, not 500, when every connection is taken and a request cannot get one in time', async () => {
    const { app, admin, applicationName } = await postgresApp(1, {
      lockTimeoutMs: 3000,
      connectTimeoutMs: 200,
    });
    await admin.query('begin');
    await admin.query('lock table planner_venues in access exclusive mode');
    try {
      const holding = send(app, '/api/v1/planner/catalogue');
      await until(async () => (await backendsWaitingOnLocks(admin, applicationName)) === 1, 'the read waits');
      expectUnavailable(await app.inject('/api/v1/categories'));
      await admin.query('rollback');
      expect((await holding).statusCode).toBe(200);
    } finally {
      await admin.query('rollback').catch(() => {});
    }
    expect((await app.inject('/api/v1/categories')).statusCode).toBe(200);
  });

  it('cancels a statement past the statement timeout and keeps the connection usable', async () => {
    const { database } = await postgresApp(1, { statementTimeoutMs: 200 });
    const error = await database.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isDatabaseTrouble(error)).toBe(true);
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeTruthy();
  });
});

/** A TCP relay on 127.0.0.1 to the PostgreSQL server: off, the port refuses connections; cut, sessions drop. */
function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const each of [socket, upstream]) {
      sockets.add(each);
      each.on('error', () => {});
      each.on('close', () => sockets.delete(each));
    }
    socket.pipe(upstream).pipe(socket);
  });
  return {
    start: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!onPostgres)('PostgreSQL unreachable', () => {
  it('answers 503 while the server refuses connections or drops them, and recovers without a restart', async () => {
    const base = await createTestDatabase();
    cleanups.push(() => base.close());
    const real = new URL(base.url as string);
    const port = await closedPort();
    const through = new URL(real);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    const database = openPostgres(through.toString(), 3, { connectTimeoutMs: 1000 });
    cleanups.push(() => database.close());
    const app = await appOver(database);

    // Nothing listens: ECONNREFUSED.
    expectUnavailable(await app.inject('/api/v1/categories'));
    expect((await app.inject('/api/v1/ready')).statusCode).toBe(503);

    // The server comes back on the same address: the same pool serves again.
    const relay = relayTo({ host: real.hostname, port: Number(real.port || 5432) });
    await relay.start(port);
    cleanups.push(() => relay.stop());
    expect((await app.inject('/api/v1/categories')).statusCode).toBe(200);

    // It goes away again with connections open (a failover): 503, and the process is still here.
    await relay.stop();
    expectUnavailable(await app.inject('/api/v1/planner/catalogue'));

    const back = relayTo({ host: real.hostname, port: Number(real.port || 5432) });
    await back.start(port);
    cleanups.push(() => back.stop());
    expect((await app.inject('/api/v1/planner/catalogue')).statusCode).toBe(200);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL transactions whose BEGIN fails', () => {
  it('give their connection back: a pool of one still serves the next transaction', async () => {
    const base = await createTestDatabase();
    cleanups.push(() => base.close());
    const database = openPostgres(base.url as string, 1, { connectTimeoutMs: 1000 });
    cleanups.push(() => database.close());
    // A BEGIN the server refuses, on a healthy connection, stands in for one cut while it sat idle in the pool.
    for (let round = 0; round < 3; round++) {
      await expect(
        database.db.transaction(async () => {}, { isolationLevel: 'no such level' as never }),
      ).rejects.toThrow();
    }
    await expect(
      database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
        return result.rows;
      }),
    ).resolves.toEqual([{ one: 1 }]);
  });
});

describe.skipIf(!onPostgres)('PostgreSQL closed for maintenance', () => {
  it('answers 503 while the database takes no new connections and its sessions are ended, then serves again', async () => {
    const { app, applicationName, url } = await postgresApp(4);
    // A database cannot close itself: the maintenance connection is to another one on the same server.
    const maintenance = new URL(url);
    const name = maintenance.pathname.slice(1);
    maintenance.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: maintenance.toString() });
    await admin.connect();
    cleanups.push(() => admin.end());
    const closeTo = (allow: boolean) =>
      admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections ${allow}`);
    cleanups.push(() => closeTo(true));
    const requests = () =>
      Promise.all([
        ...Array.from({ length: 6 }, () => send(app, '/api/v1/categories')),
        send(app, {
          method: 'POST',
          url: '/api/v1/vendor-requests',
          payload: { request_contact: `closed-${randomBytes(3).toString('hex')}@example.com` },
        }),
      ]);
    expect((await requests()).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 201,
    ]);

    // As maintenance does it: no new connections, then the open sessions ended, while requests keep coming.
    await closeTo(false);
    const underWay = requests();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      applicationName,
    ]);
    for (const answer of [...(await underWay), ...(await requests())]) {
      expect([200, 201, 503]).toContain(answer.statusCode);
    }
    const closed = await requests();
    for (const answer of closed) expectUnavailable(answer);
    expect((await app.inject('/api/v1/ready')).statusCode).toBe(503);

    await closeTo(true);
    expect((await requests()).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 201,
    ]);
    expect((await app.inject('/api/v1/ready')).statusCode).toBe(200);
  });
});

describe.skipIf(onPostgres)('PGlite', () => {
  it('keeps its one connection working after a statement timeout is set (it has no timer to enforce it)', async () => {
    const database = await openPglite({ memory: true });
    cleanups.push(() => database.close());
    await database.db.execute(sql`set statement_timeout = 50`);
    await database.db.execute(sql`select pg_sleep(0.2)`);
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeTruthy();
  });
});
