// npm run bench (several machines): (a) how many photo reads a second one instance answers at GET /media/… when the
// photos are in an S3-compatible object store (the S3 fake of the tests, over 127.0.0.1: it signs and checks every
// request as a store does, though a real store on another machine adds its network time), beside the same read from
// the instance's own disk; (b) the rolling restart: the release as the image runs it, two instances on one PostgreSQL
// database behind HAProxy with deploy/haproxy.cfg, each restarted in turn under steady requests (scripts/check-release.mjs,
// which needs haproxy and the PostgreSQL server at BENCH_POSTGRES_URL): the requests that failed, goal 0.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import sharp from 'sharp';
import { measureApi, root, startApp, withThrowawayPostgres } from './bench-support.mjs';
import { recordFigure } from './bench-targets.mjs';

// The SDK's notice that its versions after January 2027 want Node 22 says nothing about this run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');

const work = mkdtempSync(path.join(tmpdir(), 'sherehe-bench-production-'));
const store = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/fakes/s3-store-cli.ts'], {
  cwd: root,
  stdio: ['pipe', 'pipe', 'inherit'],
});
try {
  const { endpoint, region, accessKeyId, secretAccessKey } = JSON.parse(
    (await createInterface({ input: store.stdout })[Symbol.asyncIterator]().next()).value,
  );
  // One listing photo as the app keeps it: 640 wide, WebP, about 20 KB.
  const photo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 13, g: 148, b: 136 } },
  })
    .composite([
      {
        input: Buffer.from(
          await sharp({
            create: {
              width: 200,
              height: 200,
              channels: 3,
              noise: { type: 'gaussian', mean: 128, sigma: 40 },
            },
          })
            .png()
            .toBuffer(),
        ),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
  const key = randomUUID();
  const s3 = new S3Client({
    endpoint,
    region,
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  await s3.send(new PutObjectCommand({ Bucket: 'sherehe-media', Key: `${key}/640.webp`, Body: photo }));
  const diskData = path.join(work, 'disk');
  mkdirSync(path.join(diskData, 'media', key), { recursive: true });
  writeFileSync(path.join(diskData, 'media', key, '640.webp'), photo);

  const figures = {};
  for (const [name, env] of [
    ['disk', { DATA_DIR: diskData }],
    [
      'object store',
      {
        DATA_DIR: path.join(work, 'bucket'),
        S3_BUCKET: 'sherehe-media',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      },
    ],
  ]) {
    const app = await startApp({ ...env, SEED_DEMO: 'false' });
    try {
      figures[name] = await measureApi(
        `GET /media/{key}/640.webp (${(photo.length / 1024).toFixed(0)} KB) from the ${name}`,
        { url: `${app.base}/media/${key}/640.webp` },
      );
    } finally {
      await app.stop();
    }
  }
  console.log(
    `\nphoto reads through the object store: ${Math.round(figures['object store'].rps)} a second ` +
      `(${Math.round((figures['object store'].rps / figures.disk.rps) * 100)}% of the disk's ${Math.round(figures.disk.rps)})`,
  );

  await withThrowawayPostgres('rolling restart behind HAProxy', async (url) => {
    if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0) {
      console.log('\nrolling restart behind HAProxy: skipped (haproxy is not installed)');
      return;
    }
    const check = spawnSync(process.execPath, ['scripts/check-release.mjs'], {
      cwd: root,
      env: { ...process.env, RELEASE_CHECK_DATABASE_URL: url },
      encoding: 'utf8',
    });
    const line = /rolling restart .*: (\d+) requests, (\d+) failed/.exec(check.stdout);
    if (!line) {
      console.log(check.stdout, check.stderr);
      throw new Error('the release check did not run its rolling restart');
    }
    console.log(`\n${line[0]}`);
    recordFigure({
      what: 'requests failed while each of two instances restarts behind HAProxy',
      value: Number(line[2]),
      unit: 'requests',
      target: 0,
      reference: `${line[1]} requests in all`,
    });
  });
} finally {
  store.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
