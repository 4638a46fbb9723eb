// The request log: one line per request at info, with what an operator looks for and nothing a log must not keep.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { loggedPath } from './request-log.ts';

const SECRET = 'siri-ya-sms-ya-majaribio-2026';

describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SMS_INBOUND_SECRET: SECRET },
      logger: pino({ level: 'info' }, stream),
    });
  });
  afterAll(() => t.close());

  const linesOf = (requestId: unknown) => lines.filter((line) => line.reqId === requestId);

  it('writes one line when a request completes: method, path, status, time and request id', async () => {
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'probe-1' } });
    expect(res.statusCode).toBe(200);
    expect(linesOf('probe-1')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/v1/health',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('keeps a refusal to one line too, and the query string (where codes and tokens travel) out', async () => {
    const res = await t.app.inject({
      url: '/api/v1/auth/oidc/callback?code=secret-code-123&state=secret-state-456',
      headers: { 'x-request-id': 'probe-2' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    // The route says why it refused, in a line of its own; Fastify's request lines are down to one.
    const requestLines = linesOf('probe-2').filter((line) => line.msg !== 'provider sign-in refused');
    expect(requestLines).toEqual([
      expect.objectContaining({ url: '/api/v1/auth/oidc/callback', statusCode: res.statusCode }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret-code-123|secret-state-456/);
  });

  it('writes nothing at info for a route whose path holds a secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sms/inbound/${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'probe-3' },
      payload: new URLSearchParams({ from: '+255754000111', text: 'hello' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(linesOf('probe-3')).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('answers an address nobody serves with one line saying 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/no-such-thing', headers: { 'x-request-id': 'probe-4' } });
    expect(res.statusCode).toBe(404);
    expect(linesOf('probe-4')).toEqual([expect.objectContaining({ statusCode: 404 })]);
  });
});

describe('the logged path', () => {
  it('drops the query string and cuts a very long path', () => {
    expect(loggedPath('/api/v1/x?token=abc')).toBe('/api/v1/x');
    expect(loggedPath('/a')).toBe('/a');
    expect(loggedPath(`/${'a'.repeat(2000)}`)).toHaveLength(513);
  });
});
