// What a backup folder holds, written last (a folder without it is not a finished backup) and checked by the restore.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_DIR = 'media';

const manifestSchema = z.object({
  format: z.literal('sherehe-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** pg_dump's custom archive (postgres), or PGlite's data directory as a gzipped tar (pglite). */
    file: z.string(),
    bytes: z.number().int(),
    sha256: z.string(),
    /** The server's PostgreSQL version (PGlite's own, for pglite). */
    serverVersion: z.string(),
    /** pg_dump's major version: pg_restore must be at least as new. */
    dumpMajor: z.number().int().optional(),
    /** The newest migration applied when it was taken (its tag in migrations/meta/_journal.json). */
    newestMigration: z.string().nullable(),
    tables: z.number().int(),
  }),
  media: z.object({ dir: z.string(), files: z.number().int(), bytes: z.number().int() }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} is not a Sherehe backup (no ${MANIFEST_FILE}: an unfinished or foreign folder).`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${path.join(dir, MANIFEST_FILE)} is not a manifest this version reads.`);
  return parsed.data;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
