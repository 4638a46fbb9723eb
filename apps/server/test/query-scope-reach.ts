// Decision 021 over the web app's sources: a screen marked `queries: false` in app/router.tsx renders without a
// query cache, so nothing it loads may reach TanStack Query except through a query scope (a lazy piece wrapped in
// withQueryScope, which brings the cache with it). Otherwise `useQuery` would throw "No QueryClient set" inside a
// QuietBoundary that hides it. Like import-boundaries.ts, it reads specifiers with regexes and resolves relative ones.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const QUERY_LIBRARY = '@tanstack/react-query';
// The one module allowed to import the scope's chunk by itself: it is the scope's loader.
const SCOPE_LOADER = 'lib/query-host.tsx';

// Value imports and re-exports (`import type` is erased by the build), and side-effect imports.
const STATIC =
  /\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const NO_QUERIES_ROUTE =
  /lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*,[^{]*\{([^{}]*)\}\s*,?\s*\)/g;

/** The modules app/router.tsx renders with `queries: false`, relative to `root` (apps/web/src). */
export function screensWithoutQueries(root: string): string[] {
  const router = readFileSync(path.join(root, 'app/router.tsx'), 'utf8');
  return [...router.matchAll(NO_QUERIES_ROUTE)]
    .filter((match) => /\bqueries:\s*false\b/.test(match[2] ?? ''))
    .map((match) => path.posix.join('app', match[1] ?? ''));
}

const resolve = (from: string, specifier: string) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));

/** Whether the `import(` at `at` is an argument, however deep, of a withQueryScope(…) call (type arguments allowed). */
function insideQueryScope(source: string, at: number): boolean {
  for (const call of source.slice(0, at).matchAll(/\bwithQueryScope\s*/g)) {
    let i = (call.index ?? 0) + call[0].length;
    if (source[i] === '<') {
      for (let angles = 0; i < at; i++) {
        if (source[i] === '<') angles++;
        else if (source[i] === '>' && --angles === 0) break;
      }
      i++;
    }
    if (source[i] !== '(') continue; // the name imported or mentioned, not called
    let depth = 0;
    for (; i < at; i++) {
      if (source[i] === '(') depth++;
      else if (source[i] === ')') depth--;
    }
    if (depth > 0) return true;
  }
  return false;
}

/**
 * Every way a `queries: false` screen reaches TanStack Query without a scope, as "chain of modules → library".
 * Empty when decision 021 holds.
 */
export function unscopedQueryReach(root: string): string[] {
  const read = (file: string) => {
    const full = path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : '';
  };
  const problems: string[] = [];
  // Whether a module's static imports reach the library, and through which chain: memoized per module.
  const reaches = new Map<string, string[] | null>();
  function staticReach(file: string, seen: Set<string>): string[] | null {
    if (reaches.has(file)) return reaches.get(file) ?? null;
    if (seen.has(file)) return null;
    seen.add(file);
    let found: string[] | null = null;
    for (const match of read(file).matchAll(STATIC)) {
      if (match[1]) continue;
      const specifier = match[2] ?? match[3] ?? '';
      if (specifier === QUERY_LIBRARY || specifier.startsWith(`${QUERY_LIBRARY}/`)) found = [file, specifier];
      else if (specifier.startsWith('.')) {
        const chain = staticReach(resolve(file, specifier), seen);
        if (chain) found = [file, ...chain];
      }
      if (found) break;
    }
    reaches.set(file, found);
    return found;
  }
  // Lazy pieces, from every module the screen loads statically: each must either not reach the library, or come
  // through withQueryScope. Walked on into the ones that do not reach it, as they may load lazy pieces of their own.
  const visited = new Set<string>();
  function walk(file: string) {
    if (visited.has(file)) return;
    visited.add(file);
    const source = read(file);
    for (const match of source.matchAll(STATIC)) {
      const specifier = match[2] ?? match[3] ?? '';
      if (!match[1] && specifier.startsWith('.')) walk(resolve(file, specifier));
    }
    if (file === SCOPE_LOADER) return;
    for (const match of source.matchAll(DYNAMIC)) {
      const target = resolve(file, match[1] ?? '');
      if (insideQueryScope(source, match.index ?? 0)) continue;
      const chain = staticReach(target, new Set());
      if (chain) problems.push(`${file} ⇢ ${chain.join(' → ')}`);
      else walk(target);
    }
  }
  for (const screen of screensWithoutQueries(root)) {
    const chain = staticReach(screen, new Set());
    if (chain) problems.push(chain.join(' → '));
    walk(screen);
  }
  return problems;
}
