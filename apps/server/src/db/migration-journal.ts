// The checked-in migrations' journal (drizzle-kit's meta/_journal.json), as this code knows it: drizzle records each
// applied migration's `when` as its created_at, so comparing the two tells code from an older or newer release.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../server-root.ts';

export type JournalEntry = { when: number; tag: string };

export async function readMigrationJournal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(serverRoot, 'src/db/migrations/meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}
