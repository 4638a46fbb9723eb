// The reason list stays honest: every reason in packages/core/src/reasons.ts is named by code that can answer it
// (a schema or the server), so the list holds no reason a client would word for nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reasons } from '@sherehe/core/reasons';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const catalogue = path.join(root, 'packages/core/src/reasons');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === catalogue ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the reason list', () => {
  it('has no reason that nothing raises', () => {
    const named = new Set<string>();
    for (const file of [
      ...sourceFiles(path.join(root, 'apps/server/src')),
      ...sourceFiles(path.join(root, 'packages/core/src')),
    ]) {
      if (/[/]reason(s|-defaults)\.ts$/.test(file)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/'([a-z_]+\.[a-z_]+)'/g))
        named.add(match[1] ?? '');
    }
    expect(reasons.filter((reason) => !named.has(reason))).toEqual([]);
  });
});
