// One process at a time on an embedded database: PGlite has no server to arbitrate, and two writers corrupt it.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/** Takes the lock file or throws DataDirInUseError; a lock left by a dead process (kill -9, power cut) is taken over. */
export function lockDataDir(lockPath: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first, ` +
            'or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the embedded database in ${dataDir}.`);
}
