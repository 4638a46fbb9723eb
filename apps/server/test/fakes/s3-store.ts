// A small S3-compatible object store on 127.0.0.1 for the tests: path-style buckets, PutObject, GetObject,
// HeadObject, DeleteObject and ListObjectsV2 (paged), in S3's own XML, and every request's AWS Signature Version 4
// checked against the one key pair it knows, body hash included, so a client that signs wrongly or sends other
// credentials is refused (403) as a real store would refuse it. Objects live in memory.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3FakeOptions = {
  port?: number;
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  /** Buckets that exist from the start. */
  buckets?: string[];
  /** Objects a ListObjectsV2 page holds at most (S3's is 1,000): small, to exercise paging. */
  pageSize?: number;
};

type StoredObject = { bytes: Buffer; contentType: string; writtenAt: Date; etag: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
// RFC 3986, as SigV4 wants: encodeURIComponent leaves !'()* alone.
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export async function startS3Fake(options: S3FakeOptions = {}) {
  const accessKeyId = options.accessKeyId ?? 'sherehe-test-key';
  const secretAccessKey = options.secretAccessKey ?? 'sherehe-test-secret-0123456789';
  const region = options.region ?? 'us-east-1';
  const pageSize = options.pageSize ?? 1000;
  const buckets = new Map<string, Map<string, StoredObject>>(
    (options.buckets ?? []).map((name) => [name, new Map()]),
  );
  const counts = { requests: 0, refused: 0 };
  let failNext = 0;

  /** The reason a request's signature does not hold, or null when it does. */
  function signatureProblem(request: IncomingMessage, body: Buffer): string | null {
    const header = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!match) return 'no AWS4-HMAC-SHA256 authorization';
    const [, keyId, day, signedRegion, signedHeaders, signature] = match as unknown as string[];
    if (keyId !== accessKeyId) return 'unknown access key';
    if (signedRegion !== region) return `signed for region ${signedRegion}`;
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day as string)) return 'x-amz-date does not match the credential scope';
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
      return 'body does not match its hash';
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = [...url.searchParams]
      .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const headers = (signedHeaders as string)
      .split(';')
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day as string), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(toSign).digest();
    const given = Buffer.from(signature as string, 'hex');
    return timingSafeEqual(expected, given) ? null : 'signature does not match';
  }

  function error(response: ServerResponse, status: number, code: string, message: string) {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
    );
  }

  function listPage(response: ServerResponse, name: string, objects: Map<string, StoredObject>, url: URL) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const after = url.searchParams.get('continuation-token') ?? url.searchParams.get('start-after') ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key) as StoredObject;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.writtenAt.toISOString()}</LastModified><ETag>&quot;${object.etag}&quot;</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(name)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1] as string)}</NextContinuationToken>` : ''}</ListBucketResult>`,
    );
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    counts.requests++;
    if (failNext > 0) {
      failNext--;
      return error(response, 503, 'SlowDown', 'Please reduce your request rate.');
    }
    const problem = signatureProblem(request, body);
    if (problem) {
      counts.refused++;
      return error(response, 403, 'SignatureDoesNotMatch', problem);
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    const method = request.method ?? 'GET';
    if (!key && method === 'PUT') {
      if (!buckets.has(bucketName)) buckets.set(bucketName, new Map());
      response.writeHead(200).end();
      return;
    }
    const objects = buckets.get(bucketName);
    if (!objects) return error(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key && method === 'GET' && url.searchParams.get('list-type') === '2') {
      return listPage(response, bucketName, objects, url);
    }
    if (!key) return error(response, 400, 'InvalidRequest', 'only ListObjectsV2 is served on a bucket');
    const object = objects.get(key);
    switch (method) {
      case 'PUT': {
        const etag = createHash('md5').update(body).digest('hex');
        const contentType = String(request.headers['content-type'] ?? 'application/octet-stream');
        objects.set(key, { bytes: body, contentType, writtenAt: new Date(), etag });
        response.writeHead(200, { etag: `"${etag}"` }).end();
        return;
      }
      case 'GET':
      case 'HEAD': {
        if (!object) {
          if (method === 'HEAD') return response.writeHead(404).end();
          return error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
          'last-modified': object.writtenAt.toUTCString(),
          etag: `"${object.etag}"`,
        });
        response.end(method === 'GET' ? object.bytes : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        return error(response, 405, 'MethodNotAllowed', `${method} is not served`);
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    counts,
    /** The keys stored in a bucket, sorted. */
    keys: (bucket: string) => [...(buckets.get(bucket)?.keys() ?? [])].sort(),
    /** Sets an object's last-written time, as if it had been stored then (for the sweep's day of grace). */
    backdate(bucket: string, key: string, writtenAt: Date) {
      const object = buckets.get(bucket)?.get(key);
      if (object) object.writtenAt = writtenAt;
    },
    /** The next `count` requests answer 503 SlowDown, as a store under strain does. */
    failNext(count = 1) {
      failNext = count;
    },
    /** The settings an app needs for this store's bucket. */
    settings(bucket: string) {
      return {
        bucket,
        endpoint,
        region,
        credentials: { accessKeyId, secretAccessKey },
        forcePathStyle: true,
      };
    },
    /** The environment variables of an app process using this store's bucket. */
    env(bucket: string): Record<string, string> {
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: region,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type S3Fake = Awaited<ReturnType<typeof startS3Fake>>;
