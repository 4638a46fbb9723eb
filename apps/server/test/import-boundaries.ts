// The import rules between features, checked over the source files themselves (Biome's noRestrictedImports
// matches specifier text, not where a relative path lands, so it cannot tell `../cart/x.ts` in one folder from
// another). A regex finds every specifier; relative ones are resolved against the importing file's folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Edge = { from: string; to: string };

// `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')`, and a test's `vi.mock('…')`.
const SPECIFIER =
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|vi\.mock|vi\.importActual)\s*\(\s*['"]([^'"]+)['"]/g;

export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import under `root`, file by file in name order, as paths relative to `root` with forward slashes. */
export function relativeImports(root: string): Edge[] {
  const slashed = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return sourceFiles(root).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({
        from: slashed(file),
        to: slashed(path.resolve(path.dirname(file), specifier)),
      })),
  );
}

/** `features/<name>/…` → `<name>`; anything else (app/, lib/, platform/, …) → null. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Web (`root` = apps/web/src): a feature imports no other feature, and the shared pieces (everything outside
 * features/ but app/) import no feature either; app/ is where features are composed.
 */
export function webViolations(edges: Edge[]): Edge[] {
  return edges.filter(({ from, to }) => {
    const target = featureOf(to);
    if (target === null) return false;
    const source = featureOf(from);
    return source === null ? !from.startsWith('app/') : source !== target;
  });
}

/**
 * Server (`root` = apps/server/src): a feature's queries.ts is its own; other features, and app.ts too, go through
 * its service.ts (or a shared module named for what it holds, under platform/ or db/).
 */
export function serverViolations(edges: Edge[]): Edge[] {
  return edges.filter(({ from, to }) => {
    const target = featureOf(to);
    return target !== null && to === `features/${target}/queries.ts` && featureOf(from) !== target;
  });
}

export const describeEdges = (edges: Edge[]) => edges.map(({ from, to }) => `  ${from} → ${to}`).join('\n');
