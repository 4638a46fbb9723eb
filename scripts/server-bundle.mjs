// `npm start` runs the server from one file, apps/server/dist/main.mjs, bundled by esbuild from apps/server/src and
// packages/core/src whenever they are newer than it; the packages stay in node_modules. Loading some 300 TypeScript
// modules through tsx took about a second of every start (decision 020); the same esbuild transform, done once
// ahead, takes none. `npm run dev`, the tests and the command-line tools still run the sources through tsx.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function serverBundlePath(root) {
  return path.join(root, 'apps/server/dist/main.mjs');
}

/** What the bundle is made from: a change to any of these makes it stale. */
export const serverSources = ['apps/server/src', 'apps/server/package.json', 'packages/core/src'];

export async function bundleServer(root) {
  // Loaded here, not at the top: `npm start` reads this file on every start, and loading esbuild cost 0.1 s of each.
  const { build } = await import('esbuild');
  const bundle = serverBundlePath(root);
  const serverPackage = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  // Every package but our own core (TypeScript sources, like the server's) is imported from node_modules at run time.
  const external = Object.keys(serverPackage.dependencies)
    .filter((name) => name !== '@sherehe/core')
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // For NODE_OPTIONS=--enable-source-maps, when a stack trace should name the .ts file and line.
    sourcemap: 'linked',
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(path.dirname(bundle), { recursive: true });
  // Written beside and renamed over: a server starting meanwhile reads the old bundle or the new, never half of one.
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.${process.pid}.tmp`, file.contents);
    renameSync(`${file.path}.${process.pid}.tmp`, file.path);
  }
}
