// Moving a single server's uploads into the object store before a second instance starts: every file under the disk
// folder is written to the bucket under the same key, so every record's storage key keeps pointing at its image.
import type { Storage } from './storage.ts';

export type CopyOutcome = { copied: number; alreadyThere: number };

/**
 * Copies every key of `from` that `to` does not hold yet. Safe to run again: a copy cut off halfway resumes where it
 * stopped, and a file the app stored in the bucket meanwhile is left as it is.
 */
export async function copyMedia(
  from: Storage,
  to: Storage,
  onProgress: (outcome: CopyOutcome) => void = () => {},
): Promise<CopyOutcome> {
  const there = new Set<string>();
  for await (const { key } of to.list()) there.add(key);
  const outcome: CopyOutcome = { copied: 0, alreadyThere: 0 };
  for await (const { key } of from.list()) {
    if (there.has(key)) {
      outcome.alreadyThere++;
      continue;
    }
    const bytes = await from.get(key);
    if (!bytes) continue; // deleted since it was listed
    await to.put(key, bytes);
    outcome.copied++;
    if (outcome.copied % 500 === 0) onProgress(outcome);
  }
  return outcome;
}
