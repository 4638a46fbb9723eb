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

/** Server: the features each feature's own (non-test) files import, as "a → b". */
export function featureEdges(edges: Edge[]): string[] {
  const pairs = new Set<string>();
  for (const { from, to } of edges) {
    const source = featureOf(from);
    const target = featureOf(to);
    if (source && target && source !== target && !/\.test\.tsx?$/.test(from))
      pairs.add(`${source} → ${target}`);
  }
  return [...pairs].sort();
}

export const describeEdges = (edges: Edge[]) => edges.map(({ from, to }) => `  ${from} → ${to}`).join('\n');

/**
 * The import cycles among `edges`: each a group of files that reach one another (a strongly connected component of
 * more than one file), its files in name order, the groups in the order of their first file. Type-only and lazy
 * imports count: a cycle through them still ties the files' meaning together.
 */
export function importCycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    const target = resolvedFile(to, edges);
    next.set(from, [...(next.get(from) ?? []), target]);
  }
  // Tarjan's algorithm, iterative: the source trees are deep enough for recursion to matter.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { file: string; at: number }[] = [{ file: start, at: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { file: string; at: number };
      const targets = next.get(frame.file) ?? [];
      if (frame.at < targets.length) {
        const target = targets[frame.at++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** An import written without its extension (`./x`, `./dir`) as the file it lands on, when the edges name that file. */
function resolvedFile(to: string, edges: Edge[]): string {
  if (/\.(ts|tsx|mts)$/.test(to)) return to;
  const known = new Set(edges.map((edge) => edge.from));
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => `${to}${ending}`)
      .find((file) => known.has(file)) ?? to
  );
}
