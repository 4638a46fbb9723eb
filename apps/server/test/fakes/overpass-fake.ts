// A local stand-in for an Overpass API interpreter: POST /api/interpreter with the query in the form field `data`
// (or GET ?data=), answered as the real one answers: JSON with `elements`, a JSON `remark` for runtime errors, an
// HTML page for gateway errors. Tests choose the next answers, make it slow, and read what it was asked.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeElement = {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
};

type Reply = { status: number; contentType: string; body: string };

const header = {
  version: 0.6,
  generator: 'Overpass API 0.7.62.1 084b4234',
  osm3s: {
    timestamp_osm_base: '2025-06-01T12:00:00Z',
    copyright:
      'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
  },
};

const json = (body: unknown): Reply => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

function htmlError(status: number, message: string): Reply {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><title>OSM3S Response</title></head>
<body><p><strong style="color:#FF0000">Error</strong>: ${message}</p></body>
</html>
`,
  };
}

export type OverpassFakeOptions = {
  /** A fixed port (the journeys' CLI); a free one otherwise. */
  port?: number;
  /** What every query gets until a test says otherwise; no elements when not given. */
  elements?: FakeElement[];
};

export async function startOverpassFake({ port = 0, elements = [] }: OverpassFakeOptions = {}) {
  let reply: Reply = json({ ...header, elements });
  let delayMs = 0;
  const queries: string[] = [];
  let last: { body: string; contentType: string | undefined } | undefined;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const send = ({ status, contentType, body }: Reply) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': contentType });
        response.end(body);
      };
      if (request.method === 'GET' && url.pathname === '/health') return send(json({ status: 'ok' }));
      if (url.pathname !== '/api/interpreter') return send(htmlError(404, 'no such path'));
      const body = Buffer.concat(chunks).toString('utf8');
      const form = request.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      const query = form.get('data');
      if (!query) return send(htmlError(400, 'line 1: parse error: Unknown type ";"'));
      queries.push(query);
      last = { body, contentType: request.headers['content-type'] };
      const answer = reply;
      if (delayMs > 0) setTimeout(() => send(answer), delayMs);
      else send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}/api/interpreter`,
    port: address.port,
    /** Every query received so far, oldest first. */
    queries,
    get calls() {
      return queries.length;
    },
    /** The `data` field of the last query. */
    get lastQuery(): string | undefined {
      return queries.at(-1);
    },
    /** The last query's request body and content type, as sent. */
    get lastRequest() {
      return last;
    },
    answerWith(next: FakeElement[]) {
      reply = json({ ...header, elements: next });
    },
    /** What Overpass does when the query hits its own limits: a 200 with a remark and (here) no elements. */
    answerWithRemark(
      remark = 'runtime error: Query timed out in "query" at line 3 after 26 seconds.',
      next: FakeElement[] = [],
    ) {
      reply = json({ ...header, elements: next, remark });
    },
    /** A gateway's or the server's HTML error page, as the public instances send under load. */
    answerWithHtmlError(status = 504) {
      reply = htmlError(
        status,
        'runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request.',
      );
    },
    /** Anything at all: malformed JSON, say. */
    answerWithRaw(next: Reply) {
      reply = next;
    },
    /** Answers this much later (0: at once). */
    delay(ms: number) {
      delayMs = ms;
    },
    reset() {
      reply = json({ ...header, elements });
      delayMs = 0;
      queries.length = 0;
      last = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OverpassFake = Awaited<ReturnType<typeof startOverpassFake>>;

/**
 * The fixed answer of the journeys' fake (overpass-fake-cli.ts), which the web app's Playwright test relies on
 * exactly: 25 places near Moshi; every fifth a way with only a centre and no name, every third a community centre
 * instead of a hotel, the odd ones with a phone.
 */
export function journeyElements(): FakeElement[] {
  return Array.from({ length: 25 }, (_, index) => {
    const i = index + 1;
    const lat = -3.33 - i / 1000;
    const lon = 37.33 + i / 1000;
    const tags: Record<string, string> = {};
    if (i % 5 !== 0) tags.name = `Ukumbi wa Majaribio ${i}`;
    if (i % 3 === 0) tags.amenity = 'community_centre';
    else tags.tourism = 'hotel';
    if (i % 2 === 1) tags.phone = `+255754000${String(i).padStart(3, '0')}`;
    return i % 5 === 0
      ? { type: 'way', id: 2000 + i, center: { lat, lon }, tags }
      : { type: 'node', id: 1000 + i, lat, lon, tags };
  });
}
