// npm run media:copy: copies the uploads kept on this machine's disk (DATA_DIR/media, or the folder given) into the
// object store that S3_BUCKET and the other S3_ settings name. Run it once before the instances use the bucket, and
// once more after, for anything uploaded to the disk in between; it copies only what the bucket lacks.
import { ConfigError, parseConfig } from '../../config.ts';
import { diskMediaDir } from './configured-storage.ts';
import { copyMedia } from './copy-media.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createObjectStorage } from './object-storage.ts';

let config: ReturnType<typeof parseConfig>;
try {
  config = parseConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!config.objectStore) {
  console.error(
    'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to the store to copy into.',
  );
  process.exit(1);
}
const folder = process.argv[2] ?? diskMediaDir(config);
console.log(`Copying ${folder} into the bucket ${config.objectStore.bucket}…`);
const outcome = await copyMedia(createDiskStorage(folder), createObjectStorage(config.objectStore), (sofar) =>
  console.log(`  ${sofar.copied} files copied`),
);
console.log(`Done: ${outcome.copied} files copied, ${outcome.alreadyThere} already in the bucket.`);
