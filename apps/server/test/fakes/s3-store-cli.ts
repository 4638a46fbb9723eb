// The S3 fake as a process of its own, for what runs the app as a separate program (the release check, the bench):
// it prints one JSON line with the endpoint and keys, then serves until SIGTERM. S3_FAKE_PORT picks the port (default:
// any free one); S3_FAKE_BUCKETS the buckets that exist (comma-separated, default sherehe-media).
import { startS3Fake } from './s3-store.ts';

const store = await startS3Fake({
  port: Number(process.env.S3_FAKE_PORT ?? 0),
  buckets: (process.env.S3_FAKE_BUCKETS ?? 'sherehe-media').split(','),
});
console.log(
  JSON.stringify({
    endpoint: store.endpoint,
    region: store.region,
    accessKeyId: store.accessKeyId,
    secretAccessKey: store.secretAccessKey,
  }),
);
// Asked over stdin for a bucket's keys (one line, the bucket's name), it answers with them as a JSON array.
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  for (const bucket of line.split('\n').filter(Boolean))
    console.log(JSON.stringify(store.keys(bucket.trim())));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    store.close().finally(() => process.exit(0));
  });
}
