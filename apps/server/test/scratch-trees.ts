// Small source trees written to a scratch folder, for the tests of the checkers that read the source tree
// (import-boundaries, query-scope-reach); the folder is removed after the test file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A `tree(name, files)` that writes each file (path → source) under a fresh folder and returns that folder. */
export function scratchTrees(prefix: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return function tree(name: string, files: Record<string, string>): string {
    const root = path.join(scratch, name);
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    return root;
  };
}
