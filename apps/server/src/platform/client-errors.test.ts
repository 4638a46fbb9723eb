// Over a real socket: inject() does not go through Node's HTTP parser, which is what refuses these.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  return { status, head, body: JSON.parse(body) };
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a URL over 16 KB with 431 and the shared error body', async () => {
    const answer = parse(
      await rawRequest(port, `GET /api/v1/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      error: {
        code: 'validation',
        reason: 'request.too_long',
        message: 'The address or headers of this request are too long.',
      },
    });
  });

  it('answers a malformed request line with 400 and the shared error body', async () => {
    const answer = parse(await rawRequest(port, 'NOT A REQUEST\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'validation', reason: 'request.not_understood' });
  });

  it('still serves ordinary requests on the same server', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(answer.status).toBe(200);
  });
});
