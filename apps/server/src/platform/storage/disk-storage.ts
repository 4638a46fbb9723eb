// The storage adapter on the local disk (DATA_DIR/media): each file written to a temporary name, flushed, then
// renamed into place, so a reader never sees half a file and an acknowledged upload survives a crash.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, isStorageKeyShape, type Storage } from './storage.ts';

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createDiskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes) {
      const target = fileOf(key);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => {});
        throw error;
      }
      // The rename lives in the directory: flush it too, or a crash could forget the file's new name.
      await fsyncPath(dir);
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      const target = fileOf(key);
      try {
        await unlink(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      // An image's folder goes with its last file; a folder still holding others stays (rmdir refuses).
      const dir = path.dirname(target);
      if (dir !== root) await rmdir(dir).catch(() => {});
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        // Folders and half-written temporary files are not keys.
        const key = name.split(path.sep).join('/');
        if (!isStorageKeyShape(key)) continue;
        const info = await stat(path.join(root, name)).catch(() => null); // deleted meanwhile
        if (info?.isFile()) yield { key, writtenAt: info.mtime };
      }
    },
  };
}
