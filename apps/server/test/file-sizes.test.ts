// Files stay small enough to read in one sitting (issue 38): a non-test source file over 400 lines fails unless it is
// listed below, a listed one fails when it grows past its recorded length, and one that has come down to 400 lines or
// fewer must leave the list, so the list only shrinks. Split a long file by job (ARCHITECTURE.md: small files with
// names that say what they hold).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LINES_MAX = 400;
const FOLDERS = ['apps/server/src', 'apps/web/src', 'packages/core/src', 'e2e', 'scripts'];

/** The long files of 2026-11-30 and their lengths then: each may shrink, none may grow. */
const stillLong: Record<string, number> = {
  'apps/server/src/seed/catalogue/demo-vendors.ts': 443,
  'apps/server/src/seed/catalogue/listing-templates.ts': 448,
  'apps/server/src/features/catalogue/queries.ts': 581,
  'apps/server/src/features/news/service.ts': 479,
  'apps/server/src/features/notifications/service.ts': 446,
  'apps/server/src/features/payouts/service.ts': 434,
  'apps/server/src/features/vendor-onboarding/service.ts': 424,
  'apps/web/src/features/orders/pages/order-page.tsx': 438,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'tmp' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const lengths = new Map(
  FOLDERS.flatMap((folder) => sourceFiles(path.join(repo, folder))).map((file) => [
    path.relative(repo, file).split(path.sep).join('/'),
    readFileSync(file, 'utf8').split('\n').length - 1,
  ]),
);

describe('source file lengths', () => {
  it(`has no unlisted non-test file over ${LINES_MAX} lines`, () => {
    const long = [...lengths].filter(([file, lines]) => lines > LINES_MAX && !(file in stillLong));
    expect(long.map(([file, lines]) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('has no listed file grown past its recorded length, and none listed that is no longer long', () => {
    const wrong = Object.entries(stillLong).flatMap(([file, recorded]) => {
      const lines = lengths.get(file);
      if (lines === undefined) return [`${file}: gone, remove it from the list`];
      if (lines <= LINES_MAX) return [`${file}: ${lines} lines now, remove it from the list`];
      return lines > recorded ? [`${file}: ${lines} lines, more than its ${recorded}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
