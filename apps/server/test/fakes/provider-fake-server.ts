// What the mobile-money fakes share: a JSON server on 127.0.0.1 that can answer 500 or hang on the next request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
};
export type FakeAnswer = { status: number; body: unknown };
/** Runs before answering; `hang` records the request (the provider did the work) but never answers. */
export type Mishap = 'fail' | 'hang' | 'refuse';

export async function startFakeServer(handle: (request: FakeRequest) => FakeAnswer) {
  const mishaps: { path: RegExp; mishap: Mishap }[] = [];
  const hung: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      let body: unknown = null;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
      } catch {
        body = null;
      }
      const index = mishaps.findIndex((entry) => entry.path.test(url.pathname));
      const mishap = index >= 0 ? mishaps.splice(index, 1)[0]?.mishap : undefined;
      if (mishap === 'refuse') {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Insufficient balance on the payer wallet' }));
        return;
      }
      if (mishap === 'fail') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Internal server error' }));
        return;
      }
      const answer = handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      if (mishap === 'hang') {
        hung.push(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The next request to a path matching `path` answers 500 (nothing done), 400 (refused) or hangs (done, never
     * answered). */
    next(mishap: Mishap, path: RegExp) {
      mishaps.push({ path, mishap });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung.splice(0)) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function postJson(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed };
}
