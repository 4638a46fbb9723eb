// The tar PGlite's dumpDataDir writes (ustar: a 512-byte header per entry, each file's bytes padded to 512), read
// here rather than by PGlite's loadDataDir, which unpacks through its emulated file system (about 2 s against 0.5 s for
// the demo database), and fails on an archive it cannot read outside any promise, taking the process down.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type TarEntry = { name: string; type: 'file' | 'dir'; data: Buffer };

const BLOCK = 512;

const field = (header: Buffer, from: number, to: number) =>
  header.toString('utf8', from, to).replace(/\0.*$/s, '');

/** The entries in order; throws on anything but files and folders, or a header that is not ustar. */
export function* tarEntries(tar: Buffer): Generator<TarEntry> {
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) return; // the end
    if (header.toString('latin1', 257, 262) !== 'ustar')
      throw new Error('not a tar archive (no ustar header)');
    const prefix = field(header, 345, 500);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    if (!Number.isInteger(size) || size < 0 || at + BLOCK + size > tar.length)
      throw new Error('a truncated tar archive');
    const flag = String.fromCharCode(header[156] ?? 0);
    const type = flag === '5' ? 'dir' : flag === '0' || flag === '\0' ? 'file' : undefined;
    if (!type) throw new Error(`a tar entry of a kind a data directory does not hold: ${name}`);
    yield { name: name.replace(/^(\.?\/)+/, ''), type, data: tar.subarray(at + BLOCK, at + BLOCK + size) };
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** Writes every entry under `root`, private to its owner as PostgreSQL keeps a data directory. */
export async function untarInto(tar: Buffer, root: string): Promise<void> {
  const inside = `${path.resolve(root)}${path.sep}`;
  const folders = new Set<string>([path.resolve(root)]);
  const files: { target: string; data: Buffer }[] = [];
  for (const entry of tarEntries(tar)) {
    if (entry.name === '') continue; // the folder itself
    const target = path.resolve(root, entry.name);
    if (!target.startsWith(inside)) throw new Error(`a tar entry outside the folder: ${entry.name}`);
    if (entry.type === 'dir') folders.add(target);
    else {
      folders.add(path.dirname(target));
      files.push({ target, data: entry.data });
    }
  }
  // Folders first, parents before children; then the files, several at once.
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true, mode: 0o700 });
  const writeNext = async (): Promise<void> => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      await writeFile(file.target, file.data, { mode: 0o600 });
    }
  };
  await Promise.all(Array.from({ length: 16 }, writeNext));
}
