// The storage adapter on an S3-compatible object store: every instance reads and writes the same bucket, so an upload
// stored through one machine is served by all (docs/decisions/034). An S3 PUT answers 200 only once the object is
// stored durably, which is what Storage.put promises.
import type { ObjectStoreSettings } from '../../config.ts';
import { assertStorageKey, isStorageKeyShape, type Storage, StorageTroubleError } from './storage.ts';

// The SDK is some 3 MB of modules: loaded by the first call, not at start, and not at all with the disk adapter. Its
// version is pinned to one that runs on Node 20 (the stack's, ARCHITECTURE.md); the notice it prints once about
// later versions wanting Node 22 says nothing an operator can act on, so it stays out of the log.
const loadSdk = () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return import('@aws-sdk/client-s3');
};

// Only the key: a bucket that is not there (NoSuchBucket, a mistyped S3_BUCKET) is a mistake to see, not a photo
// missing.
function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
}

// After the SDK's own tries: no answer (refused, reset, timed out) or a 5xx is the store in trouble, a passing fault;
// so is 429 (slow down); another 4xx (wrong keys, no such bucket) is a mistake in the settings, an error to fix.
async function throughTrouble<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === undefined || status >= 500 || status === 429) throw new StorageTroubleError(error);
    throw error;
  }
}

export function createObjectStorage(settings: ObjectStoreSettings): Storage {
  const Bucket = settings.bucket;
  let client: Promise<{
    sdk: Awaited<ReturnType<typeof loadSdk>>;
    s3: import('@aws-sdk/client-s3').S3Client;
  }>;
  const connect = () => {
    client ??= loadSdk().then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: settings.credentials,
        forcePathStyle: settings.forcePathStyle,
        // Checksums only where S3 requires them: the SDK's default CRC headers are not understood by every
        // self-hosted store, and the signature already covers the body's SHA-256 (x-amz-content-sha256).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that stops answering must not hold a request for ever: three tries of 10 s stay inside the
        // balancer's 60 s.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
        maxAttempts: 3,
      }),
    }));
    return client;
  };

  return {
    async put(key, bytes) {
      assertStorageKey(key);
      const { sdk, s3 } = await connect();
      await throughTrouble(() =>
        s3.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
          }),
        ),
      );
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, s3 } = await connect();
      try {
        return await throughTrouble(async () => {
          const answer = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
          return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
        });
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, s3 } = await connect();
      // S3 answers 204 whether or not the key was there, as Storage.delete wants.
      await throughTrouble(() => s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })));
    },

    async *list() {
      const { sdk, s3 } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await throughTrouble(() =>
          s3.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          // Another program's objects in a shared bucket are not ours to sweep.
          if (object.Key && isStorageKeyShape(object.Key)) {
            yield { key: object.Key, writtenAt: object.LastModified ?? new Date() };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
