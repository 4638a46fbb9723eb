// npm start: build the web app when its sources are newer than the build, bundle the server likewise
// (scripts/server-bundle.mjs), then run the server in this process (it migrates, seeds an empty embedded database and
// listens on PORT). Each build says one line; the web build's full listing only when it fails. package.json runs this with `exec`, so the server is npm's own child: a Ctrl-C or a SIGTERM
// that reaches npm alone is passed on to it (sh -c would keep it) and the graceful shutdown runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServer, serverBundlePath, serverSources } from './server-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/core/src',
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

// A build from before the server drew first screens has no dist/.ssr: build again.
const builtRenderer = path.join(root, 'apps/web/dist/.ssr/entry-server.js');
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...webSources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (stale && !process.env.WEB_DIST_DIR) {
  const started = Date.now();
  process.stdout.write('Building the web app… ');
  const build = spawnSync('npm', ['run', 'build', '-w', '@sherehe/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    console.log('failed:\n');
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const serverBundle = serverBundlePath(root);
if (
  !existsSync(serverBundle) ||
  Math.max(...serverSources.map(newestChange)) > statSync(serverBundle).mtimeMs
) {
  const started = Date.now();
  process.stdout.write('Bundling the server… ');
  try {
    await bundleServer(root);
  } catch (error) {
    console.log('failed:\n');
    console.error(error.message);
    process.exit(1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Source maps stay off: reading the bundle's map costs about 0.15 s of every start. Stack traces name lines of
// dist/main.mjs (unminified, each module headed by its source path); NODE_OPTIONS=--enable-source-maps gives .ts lines.
await import(pathToFileURL(serverBundle).href);
